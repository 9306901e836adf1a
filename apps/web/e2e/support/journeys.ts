import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { paymentText, toasts } from '@teatree/shared/messages';
import { orderMessages } from '@teatree/shared/schemas/order';
import type { Product } from '@teatree/shared/schemas/product';
import { REVIEW_DELETE_CONFIRM } from '@teatree/shared/schemas/review';
import {
  ADMIN,
  choosePasswordAndSignIn,
  createCustomer,
  fillSignUpForm,
  newAccount,
  signInAsAdmin,
  signOut,
} from './accounts';
import { deleteTeas, teaPhotoPng, uniqueWord } from './catalogue';
import { expect, test } from './fixtures';
import { linkFromLog } from './mail-log';
import { payOrder, placeOrder } from './orders-api';
import { fillCard, payNow } from './payment-page';

/**
 * The whole shop walked as each kind of person would walk it, through the screens alone (only what
 * happens elsewhere, another customer's order or the mailbox, goes through the API). The same steps run
 * at 1440 px (journey.spec.ts) and on a 375 px phone (journey.mobile.spec.ts): this module finds its way
 * on either, by the navbar or the phone menu, by a table row or a stacked card.
 */

/** Below md (768 px) the navbar folds into the phone menu. */
export const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/**
 * A full-page screenshot of each screen a journey visits, numbered in visiting order, kept with the test,
 * for a developer to look at the pages at both widths. CI keeps only what the run prints (as it keeps no
 * trace, playwright.config.ts), so there the album takes none: a full page cost the browser 0.6 to 1 s of
 * CPU, the test's worker as much again to receive and write it (docs/decisions/0025-tests-in-half-the-time.md).
 */
export class Album {
  private taken = 0;
  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  async snap(step: string) {
    if (process.env.CI) return;
    this.taken += 1;
    const name = `${String(this.taken).padStart(2, '0')}-${step}.png`;
    const path = this.testInfo.outputPath(name);
    await this.page.screenshot({ path, fullPage: true });
    await this.testInfo.attach(name, { path, contentType: 'image/png' });
  }
}

/** Home, Products, Review or About, from the navbar (or the phone menu), as a visitor would go there. */
export async function goByMenu(page: Page, name: 'Home' | 'Products' | 'Review' | 'About') {
  if (onPhone(page)) await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  // Arrived: the menu marks the page on screen, so what the test clicks next is on the new page and not
  // on the one the menu was opened from (the home page and a tea's page show teas too). The phone's menu
  // has closed by now, so the mark is looked for on hidden links too.
  const current = page.locator('nav[aria-label="Main"] a[aria-current="page"]', { hasText: name });
  await expect(current.first()).toBeAttached();
}

/** An entry of the signed-in menu: the avatar menu on a wide screen, the phone menu on a phone. */
export async function goByAccountMenu(page: Page, entry: string | RegExp) {
  const banner = page.getByRole('banner');
  if (onPhone(page)) await banner.getByRole('button', { name: 'Open menu' }).click();
  else await banner.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: entry }).click();
}

/** One order, user or review on a list screen: a table row on a wide screen, a stacked card on a phone. */
export function entry(page: Page, text: string) {
  const main = page.getByRole('main');
  return main.getByRole('row').or(main.getByRole('article')).filter({ hasText: text });
}

/**
 * The original site's purchase form, which a signed-in customer finds folded under the buy box of a
 * tea's page ("Order this tea with the purchase form", docs/product.md): opened, if it is not.
 */
export async function openPurchaseForm(page: Page) {
  const summary = page.getByText('Order this tea with the purchase form', { exact: true });
  await expect(summary).toBeVisible();
  const open = await summary.evaluate((element) => (element.closest('details') as HTMLDetailsElement).open);
  if (!open) await summary.click();
  await expect(page.getByLabel('Quantity')).toBeVisible();
}

/** The navbar's cart button, named by what the cart holds ("Cart, 3 items"). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

export const newestTeas = (page: Page) => page.getByRole('region', { name: 'Our newest teas' });

/** Where a tea's links among the newest teas lead: Order to the tea's page, Review to its review form. */
const NEWEST_TEA_LINKS = { Order: '/products/', Review: '/myreview/' } as const;

/** Back on the home page by the menu, follows one of a tea's links among the newest teas to where it leads. */
async function followNewestTea(page: Page, link: keyof typeof NEWEST_TEA_LINKS, tea: Pick<Product, '_id' | 'name'>) {
  await goByMenu(page, 'Home');
  await newestTeas(page)
    .getByRole('link', { name: `${link} ${tea.name}` })
    .click();
  await expect(page).toHaveURL(`${NEWEST_TEA_LINKS[link]}${tea._id}`);
}

/**
 * A tea of the home page's newest eight, with stock to spare and a minimum above one (so there is an
 * order below it); one already reviewed if there is one, so a journey's review leaves the unreviewed
 * teas to the review tests.
 */
async function teaFromHomePage(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products?limit=8');
  expect(response.ok()).toBe(true);
  const fits = ((await response.json()) as Product[]).filter((p) => p.minOrder >= 2 && p.quantity >= p.minOrder + 30);
  const tea = fits.find((p) => p.reviewCount > 0) ?? fits[0];
  if (!tea) throw new Error('No tea on the home page has stock to spare and a minimum order above one');
  return tea;
}

/**
 * The link in the newest kept mail to `to` whose subject matches. The outbox lists the mail to an
 * admin with the link's token hidden; the whole link is read from the server's log.
 */
export async function linkFromOutbox(admin: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  await expect
    .poll(async () => {
      const response = await admin.get('/api/outbox');
      expect(response.status()).toBe(200);
      const { mail } = (await response.json()) as { mail: { to: string; subject: string; text: string }[] };
      return mail.find((m) => m.to === to && subject.test(m.subject))?.text.match(/https?:\/\/\S+/)?.[0];
    }, 'the mail in the outbox, its token hidden')
    .toMatch(/hidden-see-the-server-log/);
  return linkFromLog(to, subject);
}

export async function visitorJourney(page: Page, testInfo: TestInfo, admin: APIRequestContext) {
  const album = new Album(page, testInfo);
  const account = newAccount('Vera Visitor');
  await signInAsAdmin(admin);
  const tea = await teaFromHomePage(page.request);
  const reviewText = `Grassy and bright, lovely cold-brewed (${Date.now().toString(36)})`;

  await test.step('browses the home page and books an iced tea', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(newestTeas(page).getByRole('article')).toHaveCount(8);
    await expect(
      page.getByRole('region', { name: 'From our tea drinkers' }).getByRole('article').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Book Now Wild Berry' }).click();
    await expect(page.getByText(toasts.booked, { exact: true })).toBeVisible();
    await album.snap('home');
  });

  await test.step('looks through the products', async () => {
    await goByMenu(page, 'Products');
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our teas' })).toBeVisible();
    await expect(entry(page, tea.name).first()).toBeVisible();
    await album.snap('products');
  });

  await test.step('reads about the shop and its blog article', async () => {
    await goByMenu(page, 'About');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About TeaTree' })).toBeVisible();
    await album.snap('about');
    await page.getByRole('link', { name: 'Read the article' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: '10 Evidence-Based Benefits of Green Tea' }),
    ).toBeVisible();
    await album.snap('blog');
  });

  await test.step('reads the reviews', async () => {
    await goByMenu(page, 'Review');
    await expect(page).toHaveURL('/review');
    await expect(
      page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article').first(),
    ).toBeVisible();
    await album.snap('reviews');
  });

  await test.step('writes to the shop with the contact form', async () => {
    await goByMenu(page, 'Home');
    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.getByLabel('Name').fill(account.name);
    await contact.getByLabel('Email').fill(account.email);
    await contact.getByLabel('Message').fill('Do you sell your Sencha in larger tins?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: toasts.contactOk })).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveValue('');
    await album.snap('contact-sent');
  });

  await test.step('signs up through the form', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await album.snap('login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
    await fillSignUpForm(page, account);
    await album.snap('signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(toasts.welcome, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  await test.step('opens the verification link from the mail', async () => {
    const link = await linkFromOutbox(admin, account.email, /^Verify your e-mail for TeaTree$/);
    expect(link).toContain('/api/auth/verify-email?token=');
    await page.goto(link);
    await album.snap('verified');
    await choosePasswordAndSignIn(page, account);
    await goByAccountMenu(page, /Profile$/);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 2, name: account.name })).toBeVisible();
    await expect(page.getByText('E-mail verified')).toBeVisible();
    await album.snap('profile');
  });

  await test.step('orders below the minimum, then as many as the minimum', async () => {
    await followNewestTea(page, 'Order', tea);
    await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
    await album.snap('tea');

    await openPurchaseForm(page);
    const quantity = page.getByLabel('Quantity');
    const purchase = page.getByRole('button', { name: 'Purchase', exact: true });
    await quantity.fill(String(tea.minOrder - 1));
    await page.getByLabel('Address').fill('21 Steep Street, Brewton 4021');
    await purchase.click();
    await expect(page.getByText(orderMessages.quantityBelowMin(tea.minOrder), { exact: true })).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await album.snap('order-below-minimum');

    await quantity.fill(String(tea.minOrder));
    await purchase.click();
    await expect(page.getByText(toasts.purchaseOk, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
    await album.snap('order-placed');
  });

  let transactionId = '';
  await test.step('pays on My Orders with the test card', async () => {
    await page.getByRole('region', { name: 'Your order' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');
    // The tea's page (its card and its reviews) stays on screen until My Orders has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    const order = entry(page, tea.name);
    await expect(order).toContainText('Awaiting payment');
    await album.snap('my-orders');

    await order.getByRole('link', { name: /Pay Now/ }).click();
    await expect(page).toHaveURL(/\/payment\/.+/);
    await expect(page.getByText(paymentText.hello(account.name), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: paymentText.payingFor(tea.name) })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await album.snap('payment');
    await payNow(page).click();

    await expect(page.getByRole('heading', { name: paymentText.completed })).toBeVisible();
    const idLine = page.getByText(/^Your transaction ID: pi_\w+$/);
    await expect(idLine).toBeVisible();
    transactionId = ((await idLine.textContent()) ?? '').replace('Your transaction ID: ', '');
    await album.snap('payment-completed');
  });

  await test.step('sees the order paid, with its transaction id', async () => {
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');
    const order = entry(page, tea.name);
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('Transaction id');
    await expect(order).toContainText(transactionId);
    await expect(order.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await album.snap('my-orders-paid');

    await order.getByRole('link', { name: `${tea.name}: order details` }).click();
    await expect(page).toHaveURL(/\/orders\/.+/);
    await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText(transactionId);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Paid');
    await album.snap('order-page');
  });

  await test.step('reviews the tea with three stars and finds the review on /review', async () => {
    await followNewestTea(page, 'Review', tea);
    await page.getByLabel('Your review', { exact: true }).fill(reviewText);
    // The radio itself is visually hidden: a customer clicks its star.
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '3 stars', exact: true }) })
      .click();
    await expect(page.getByRole('radio', { name: '3 stars', exact: true })).toBeChecked();
    await album.snap('review-form');
    await page.getByRole('button', { name: 'Add Review' }).click();

    await expect(page.getByText(toasts.reviewOk, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/review');
    const card = page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article').filter({
      hasText: reviewText,
    });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: account.name })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    await album.snap('review-published');
  });
}

/** What the admin's day starts with, made in the background: a customer, their paid order and a review. */
async function customerWithPaidOrderAndReview(request: APIRequestContext) {
  const customer = await createCustomer(request, 'Sam Shopper');
  const tea = await teaFromHomePage(request);
  await payOrder(request, await placeOrder(request, tea));

  const review = `Too smoky for me, sorry (${Date.now().toString(36)})`;
  const written = await request.post('/api/reviews', { data: { productId: tea._id, review, rating: 2 } });
  expect(written.status(), await written.text()).toBe(201);
  return { customer, tea, review };
}

export async function adminJourney(page: Page, testInfo: TestInfo, background: APIRequestContext) {
  const album = new Album(page, testInfo);
  const { customer, tea, review } = await customerWithPaidOrderAndReview(background);
  // The administrator's account exists; the page itself starts signed out.
  await signInAsAdmin(page.request);
  await signOut(page.request);
  const added: string[] = [];

  try {
    await test.step('signs in', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await album.snap('login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    });

    await test.step('makes a customer an admin on Manage Users', async () => {
      await goByAccountMenu(page, 'Manage User');
      await expect(page).toHaveURL('/users');
      await expect(page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
      const user = entry(page, customer.email);
      await expect(user).toContainText('USER');
      await user.getByRole('button', { name: 'Make Admin' }).click();
      await expect(page.getByText(toasts.madeAdmin, { exact: true })).toBeVisible();
      await expect(user).toContainText('ADMIN');
      await expect(user.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
      await album.snap('users');
    });

    await test.step('adds a tea with a photo', async () => {
      await goByAccountMenu(page, 'Add Items');
      await expect(page).toHaveURL('/addItems');
      const name = uniqueWord('Trail ');
      await page.getByLabel('Product name').fill(name);
      await page.getByLabel('Brand').fill('Hill Path');
      await page.getByLabel('Category').selectOption('Green Tea');
      await page.getByLabel('Description').fill('Steamed leaves from a terraced hillside: sweet, grassy and clean.');
      await page.getByLabel('Price (USD)').fill('18.50');
      await page.getByLabel('Date').fill('2026-03-14');
      await page.getByLabel('Quantity').fill('80');
      await page.getByLabel('Minimum order').fill('2');
      await page
        .getByLabel('Photo', { exact: true })
        .setInputFiles({ name: 'trail.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
      await expect(page.getByText('Photo uploaded: trail.png')).toBeVisible();
      await album.snap('add-items');

      await page.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByText(toasts.productAdded, { exact: true })).toBeVisible();
      await expect(page.getByText(`${name} is now in the catalogue.`)).toBeVisible();
      const href = await page.getByRole('link', { name: `View ${name}` }).getAttribute('href');
      const id = href?.match(/^\/products\/([^/]+)$/)?.[1];
      expect(id, `a link to the new tea, not ${href}`).toBeTruthy();
      added.push(id!);
      await album.snap('product-added');
    });

    await test.step('ships the paid order on Manage Orders', async () => {
      await goByAccountMenu(page, 'Manage Orders');
      await expect(page).toHaveURL('/manageOrder');
      const order = entry(page, customer.email);
      await expect(order).toContainText(tea.name);
      await expect(order).toContainText('Paid');
      await album.snap('manage-orders');
      await order.getByRole('button', { name: /Mark shipped/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Ship this order' });
      await dialog.getByLabel('Carrier (optional)').fill('Royal Mail');
      await dialog.getByLabel('Tracking number (optional)').fill('RM123456785GB');
      await album.snap('ship-dialog');
      await dialog.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(page.getByText(`Order ${tea.name} is shipped`, { exact: true })).toBeVisible();
      await expect(order).toContainText('Shipped');
      await expect(order).toContainText('RM123456785GB');
      await expect(order.getByRole('button', { name: /Mark shipped/ })).toHaveCount(0);
      await album.snap('order-shipped');

      // The order's own page, with its customer and its history.
      await order.getByRole('link', { name: `${tea.name}: order details` }).click();
      await expect(page).toHaveURL(/\/orders\/.+/);
      await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Customer' })).toContainText(customer.email);
      await expect(page.getByRole('region', { name: 'History' })).toContainText(
        'Royal Mail, tracking number RM123456785GB',
      );
      await album.snap('order-page');
    });

    await test.step('deletes a review on Manage Reviews after the browser asks', async () => {
      await goByAccountMenu(page, 'Manage Reviews');
      await expect(page).toHaveURL('/manageReview');
      const card = page.getByRole('main').getByRole('article').filter({ hasText: review });
      await expect(card).toHaveCount(1);
      await album.snap('manage-reviews');

      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await card.getByRole('button', { name: `Delete the review by ${customer.name} of ${tea.name}` }).click();
      await expect(page.getByText(`The review by ${customer.name} is deleted`)).toBeVisible();
      expect(asked).toEqual([`confirm: ${REVIEW_DELETE_CONFIRM}`]);
      await expect(card).toHaveCount(0);
      await album.snap('review-deleted');
    });
  } finally {
    // The catalogue goes back to the demo teas, for the tests that count on them.
    await deleteTeas(page.request, added);
  }
}

/**
 * The two albums of a journey the owner and a shopper walk together (the owner's screens in `adminPage`,
 * the shopper's in `page`), and the time the whole journey is given: each side waits on the other's
 * changes, on a busy machine too.
 */
export function journeyAlbums(page: Page, adminPage: Page, testInfo: TestInfo, seconds: number) {
  testInfo.setTimeout(seconds * 1000);
  return { owner: new Album(adminPage, testInfo), shopper: new Album(page, testInfo) };
}

/** The visitor's and the administrator's journeys, as tests; `device` opens their names ('on a phone, '). */
export function testJourneys(device = '') {
  // The motion most visitors see: the other files ask for less (playwright.config.ts), these keep the
  // shop's transitions and animations, its dialogs fading in and its toasts sliding.
  test.use({ reducedMotion: 'no-preference' });

  // A whole visit through a dozen screens, with a full-page screenshot of each: minutes, not seconds.
  test.beforeEach(() => test.setTimeout(300_000));

  test(`${device}a visitor browses, writes to the shop, signs up, orders, pays and reviews`, async ({
    page,
    request,
  }, testInfo) => {
    await visitorJourney(page, testInfo, request);
  });

  test(`${device}an administrator promotes a user, adds a tea, ships an order and deletes a review`, async ({
    page,
    request,
  }, testInfo) => {
    await adminJourney(page, testInfo, request);
  });
}

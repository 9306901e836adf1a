import type { Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';
import { createCustomer, signInAsAdmin, uniqueEmail } from './accounts';
import { expectAccessible } from './axe';
import { createTea, deleteTeas, demoPhoto, todayIso, uniqueWord } from './catalogue';
import { expect, test } from './fixtures';
import { cartButton, goByAccountMenu, journeyAlbums } from './journeys';
import { expectNoSidewaysScroll } from './layout';
import { mailFromLog } from './mail-log';

/*
 * Mails sent with consent (docs/decisions/0044-mails-with-consent.md). A visitor asks to hear when a
 * sold-out tea is back and confirms it from the mail; the owner restocks it and the one alert arrives.
 * A customer leaves a cart they asked to be reminded of, and one reminder comes (the owner shortens the
 * wait on the Newsletter screen). The visitor (from the footer), the customer (from the profile) and one
 * more address subscribe; the owner previews and sends a newsletter, and the visitor unsubscribes from
 * the mail's link at once, without an account. The shops of these tests keep their mail in their log
 * (no SMTP): the mails are read from there. The same steps at 1440 px (customer-mail.spec.ts) and on a
 * 375 px phone (customer-mail.mobile.spec.ts), each with a tea and addresses of its own.
 */

/** The newest mail to `to` whose subject matches, once the shop's background round (every 5 s) has written it. */
async function mailArriving(to: string, subject: RegExp): Promise<string> {
  let text = '';
  await baseExpect(async () => {
    text = await mailFromLog(to, subject);
  }).toPass({ timeout: 30_000 });
  return text;
}

/** A mailed link's path and query, opened on the shop under test (the mail names the shop's public address). */
const linkIn = (text: string, path: string) => {
  const link = new URL(new RegExp(`(https?://\\S+${path}\\?token=\\S+)`).exec(text)![1]!);
  return link.pathname + link.search;
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function followConfirmation(page: Page, email: string, subject: RegExp, thanks: string) {
  await page.goto(linkIn(await mailFromLog(email, subject), '/subscribe/confirm'));
  await expect(page.getByText(thanks)).toBeVisible();
}

const confirmNewsletter = (page: Page, email: string) =>
  followConfirmation(
    page,
    email,
    /^Please confirm: the TeaTree newsletter$/,
    'Thank you: you will get our newsletter.',
  );

export function testCustomerMailJourney(device: string) {
  test(`a visitor is told once when a sold-out tea is back; a cart is reminded once; a newsletter reaches its subscribers and one unsubscribes in one click (${device})`, async ({
    page,
    adminPage,
  }, testInfo) => {
    const { owner, shopper: visitorAlbum } = journeyAlbums(page, adminPage, testInfo, 180);
    await signInAsAdmin(adminPage.request);
    const name = `Spring ${uniqueWord('F').slice(0, 9)}`;
    const id = await createTea(adminPage.request, {
      name,
      brand: 'Makaibari',
      description: 'The first flush of the spring, bright and floral.',
      category: 'Black Tea',
      price: 14.5,
      quantity: 1,
      minOrder: 1,
      date: todayIso(),
      photo: await demoPhoto(adminPage.request),
    });
    const visitor = uniqueEmail(`alert.${device}`);
    try {
      await test.step('a visitor asks to be told when the sold-out tea is back, and confirms from the mail', async () => {
        const soldOut = await adminPage.request.patch(`/api/products/${id}`, { data: { stock: 0 } });
        expect(soldOut.status(), await soldOut.text()).toBe(200);
        await page.goto(`/products/${id}`);
        const alert = page.getByRole('region', { name: "Tell me when it's back" });
        await expect(alert).toBeVisible();
        await alert.getByRole('textbox', { name: 'Email' }).fill(visitor);
        await alert.getByRole('button', { name: 'Notify me' }).click();
        await expect(alert.getByText('Check your mail: we sent you a link to confirm')).toBeVisible();
        await expectAccessible(page);
        await expectNoSidewaysScroll(page, page.viewportSize()!.width);
        await visitorAlbum.snap('alert-asked');
        await followConfirmation(
          page,
          visitor,
          new RegExp(`^Please confirm: a mail when ${escaped(name)} is back in stock$`),
          `Thank you: we will mail you once when ${name} is back.`,
        );
        await expectAccessible(page);
        await visitorAlbum.snap('alert-confirmed');
      });

      await test.step('the owner restocks it: the one alert arrives, with its unsubscribe link', async () => {
        const restocked = await adminPage.request.patch(`/api/products/${id}`, { data: { quantity: 20 } });
        expect(restocked.status(), await restocked.text()).toBe(200);
        const told = await mailArriving(visitor, new RegExp(`^${escaped(name)} is back in stock$`));
        expect(told).toContain(`/products/${id}`);
        expect(told).toContain('Cancel this alert: ');
      });

      const customer = await createCustomer(page.request, `Cara ${device}`);
      await test.step('a customer asks to be reminded of the cart at checkout, leaves it, and is reminded once', async () => {
        await page.goto(`/products/${id}`);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
        await page.goto('/cart?checkout=account');
        const remind = page.getByRole('checkbox', { name: 'Remind me of this cart if I leave it' });
        await remind.click();
        await expect(remind).toBeChecked();
        await expect
          .poll(async () => (await (await page.request.get('/api/profile/consents')).json()).consents)
          .toContainEqual(expect.objectContaining({ kind: 'cart_reminders', status: 'active' }));
        await visitorAlbum.snap('cart-reminder');

        await adminPage.goto('/newsletter');
        await expect(adminPage.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
        // Seconds rather than a day: both journeys of a run set the same wait on their one shop.
        await adminPage.getByLabel('Send a reminder after').fill('0.001');
        await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(adminPage.getByText('Cart reminders go out after 0.001 hours')).toBeVisible();
        const reminder = await mailArriving(customer.email, /^Your teas are waiting in your cart$/);
        expect(reminder).toContain(`1 × ${name}: $14.50`);
        expect(reminder).toContain('/cart');
      });

      await test.step('a visitor asks the same at the guest checkout: their cart is reminded once too', async () => {
        await page.context().clearCookies();
        const guest = uniqueEmail(`guest.${device}`);
        await page.goto(`/products/${id}`);
        await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
        await page.goto('/cart?checkout=guest');
        const checkout = page.getByRole('form', { name: 'Check out as a guest' });
        await checkout.getByRole('textbox', { name: 'Email' }).fill(guest);
        const remind = checkout.getByRole('checkbox', { name: 'Remind me of this cart if I leave it' });
        await remind.click();
        await expect(remind).toBeChecked();
        await expect(remind).toHaveAccessibleDescription('We will remind you once if you leave this cart.');
        await expectAccessible(page);
        await visitorAlbum.snap('guest-cart-reminder');
        const reminder = await mailArriving(guest, /^Your teas are waiting in your cart$/);
        expect(reminder).toContain(`1 × ${name}: $14.50`);
      });

      const third = uniqueEmail(`news.${device}`);
      await test.step('three subscribe: from the footer, from the profile, and one more', async () => {
        await page.context().clearCookies();
        await page.goto('/about');
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('textbox', { name: 'Get our newsletter' }).fill(visitor);
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await expect(footer.getByText('Check your mail: we sent you a link to confirm')).toBeVisible();
        await confirmNewsletter(page, visitor);

        const asked = await adminPage.request.post('/api/subscriptions', {
          data: { kind: 'newsletter', email: third },
        });
        expect(asked.status(), await asked.text()).toBe(201);
        await confirmNewsletter(page, third);

        const signIn = await page.request.post('/api/auth/sign-in/email', {
          data: { email: customer.email, password: customer.password },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(signIn.status(), await signIn.text()).toBe(200);
        await page.goto('/profile');
        const consents = page.getByRole('region', { name: 'Mails you agreed to' });
        await consents.scrollIntoViewIfNeeded();
        const newsletter = consents.getByRole('switch', { name: 'Newsletter' });
        await newsletter.click();
        await expect(newsletter).toBeChecked();
        await expect(consents.getByText(/^Given on /).first()).toBeVisible();
        await expectAccessible(page);
        await visitorAlbum.snap('profile-consents');
      });

      const subject = `The ${name} harvest`;
      await test.step('the owner writes, previews and sends a newsletter; each subscriber gets it once', async () => {
        await adminPage.goto('/dashboard');
        await goByAccountMenu(adminPage, 'Newsletter');
        await expect(adminPage.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
        await adminPage.getByLabel('Subject').fill(subject);
        await adminPage.getByLabel('Text').fill('Dear tea friends,\n\nOur first flush has arrived from the hills.');
        await adminPage.getByRole('button', { name: 'Preview' }).click();
        const preview = adminPage.getByRole('region', { name: 'Preview' });
        await expect(preview.getByText('Our first flush has arrived from the hills.')).toBeVisible();
        await expect(preview.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();
        await expectAccessible(adminPage);
        await expectNoSidewaysScroll(adminPage, adminPage.viewportSize()!.width);
        await owner.snap('newsletter-preview');
        await adminPage.getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ }).click();
        await adminPage.getByRole('dialog').getByRole('button', { name: 'Send newsletter' }).click();
        await expect(adminPage.getByText(new RegExp(`^“${escaped(subject)}” is on its way to`))).toBeVisible();
        await expect(adminPage.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
        await owner.snap('newsletter-sent');

        for (const email of [visitor, customer.email, third]) {
          const letter = await mailArriving(email, new RegExp(`^${escaped(subject)}$`));
          expect(letter).toContain('Our first flush has arrived from the hills.');
          expect(letter).toContain('/unsubscribe?token=');
        }
      });

      await test.step('the visitor unsubscribes from the mail at once, with no account; the link used again says so', async () => {
        await page.context().clearCookies();
        const letter = await mailFromLog(visitor, new RegExp(`^${escaped(subject)}$`));
        const unsubscribe = linkIn(letter, '/unsubscribe');
        await page.goto(unsubscribe);
        await expect(page.getByText('Done: you will no longer get the TeaTree newsletter.')).toBeVisible();
        await expectAccessible(page);
        await visitorAlbum.snap('unsubscribed');
        await page.goto(unsubscribe);
        await expect(page.getByText(/^You had already unsubscribed/)).toBeVisible();
      });
    } finally {
      await deleteTeas(adminPage.request, [id]);
    }
  });
}

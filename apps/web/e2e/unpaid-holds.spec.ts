import { toCents } from '@teatree/shared/money';
import { orderMessages, SHOP_CONTACT_PAGE } from '@teatree/shared/schemas/order';
import { createCustomer } from './support/accounts';
import { fillAddress, US_ADDRESS } from './support/address';
import { expect, expectHttpError, test } from './support/fixtures';
import { addProduct, getProduct, placeOrder, removeProduct } from './support/orders-api';

/**
 * What one customer may hold unpaid (docs/decisions/0026-unpaid-holds-bounded.md): a checkout past it is
 * refused with a sentence that says what is allowed and where to ask for a bigger order, and takes
 * nothing. The browser tests' shop bounds the value at $100,000 (playwright.config.ts).
 */
test('a checkout past what one customer may hold unpaid says what is allowed and where to ask, and takes nothing', async ({
  page,
  adminPage,
}) => {
  // A dear tea of the test's own: the demo teas' stock is not touched.
  const tea = await addProduct(adminPage.request, { quantity: 10, minOrder: 1, price: 30000 });
  try {
    await createCustomer(page.request, 'Holly Holder');
    // $60,000 of tea already awaiting payment, and its tax.
    const held = await placeOrder(page.request, tea, 2);
    const added = await page.request.post('/api/cart/items', { data: { productId: tea._id, quantity: 2 } });
    expect(added.status()).toBe(200);

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await fillAddress(page, US_ADDRESS);
    expectHttpError(page, 409, '/api/cart/checkout');
    await page.getByRole('button', { name: 'Place order' }).click();

    const sentence = orderMessages.holdValue(100_000_00, 100_000_00 - toCents(held.total));
    expect(sentence).toContain(SHOP_CONTACT_PAGE);
    await expect(page.getByRole('main').getByText(sentence, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/cart');
    expect((await getProduct(page.request, tea._id)).quantity).toBe(8);
  } finally {
    await removeProduct(adminPage.request, tea);
  }
});

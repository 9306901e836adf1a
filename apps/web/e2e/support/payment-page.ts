import type { APIRequestContext, Page } from '@playwright/test';
import { paymentText } from '@teatree/shared/messages';
import { US_ADDRESS } from './address';
import { expect } from './fixtures';
import { findProduct, findProducts, firstMethodTo, placeOrder as placeOrderOf, type ShopOrder } from './orders-api';

/** An order of a tea with stock to spare, placed by whoever `request` is signed in as. */
export async function placeOrder(request: APIRequestContext): Promise<ShopOrder> {
  const product = await findProduct(request);
  return placeOrderOf(request, product, product.minOrder + 1);
}

/** The order as its customer reads it (GET /api/purchase/{id}). */
export async function getOrder(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/purchase/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { paid: boolean; transactionId: string | null; status: string };
}

/** Types a test card into the payment page's card form. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

export const payNow = (page: Page) => page.getByRole('button', { name: 'Pay Now' });

/** Pays on the payment page with the test provider's good card, and waits for the payment to complete. */
export async function payOnThePaymentPage(page: Page) {
  await fillCard(page, '4242 4242 4242 4242');
  await payNow(page).click();
  await expect(page.getByRole('heading', { name: paymentText.completed })).toBeVisible();
}

/**
 * Where placeOrderOfTwo's order goes: US_ADDRESS as the checkout's API takes it, the country and the
 * state by their codes, and the one line the order reads it as.
 */
export const CHECKOUT_ADDRESS = { ...US_ADDRESS, country: 'US', region: 'IL', line2: '' };
export const CHECKOUT_ADDRESS_LINE = 'Kit Kettle, 8 Kettle Row, Springfield, IL 62701, United States';

/** One order of two teas, checked out from the cart of whoever `request` is signed in as: its teas, and the order. */
export async function placeOrderOfTwo(request: APIRequestContext) {
  const teas = await findProducts(request, 2);
  for (const tea of teas) {
    const added = await request.post('/api/cart/items', { data: { productId: tea._id, quantity: tea.minOrder } });
    expect(added.status(), await added.text()).toBe(200);
  }
  // The checkout names a delivery method and the total shown, as the cart page does: the first method offered.
  const lines = teas.map((tea) => ({ productId: tea._id, quantity: tea.minOrder }));
  const method = await firstMethodTo(request, CHECKOUT_ADDRESS, lines);
  const response = await request.post('/api/cart/checkout', {
    data: { address: CHECKOUT_ADDRESS, shippingMethodId: method.id, total: method.totals.total },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { teas, order: ((await response.json()) as { order: ShopOrder }).order };
}

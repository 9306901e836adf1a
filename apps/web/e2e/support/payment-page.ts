import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { findProduct, placeOrder as placeOrderOf, type ShopOrder } from './orders-api';

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

import type { Page } from '@playwright/test';
import { formatPrice } from '@teatree/shared/money';
import { expectAccessible } from './axe';
import { expect } from './fixtures';
import { expectNoSidewaysScroll } from './layout';
import type { ShopProduct } from './orders-api';
import { CHECKOUT_ADDRESS_LINE, payOnThePaymentPage, placeOrderOfTwo } from './payment-page';

/**
 * The payment page of an order of two teas, then its confirmation once paid with the test card
 * (docs/product.md, "The payment page and its confirmation"), as a customer sees them on this screen.
 */
export async function payAndSeeConfirmation(page: Page, email: string) {
  const { teas, order } = await placeOrderOfTwo(page.request);
  await page.goto(`/payment/${order._id}`);

  const lines = page.getByRole('region', { name: 'Your order' });
  await expectLines(lines, teas, order.total);
  // Beside the card form on a wide screen, above it on a phone.
  const linesBox = (await lines.boundingBox())!;
  const formBox = (await page.getByRole('heading', { name: 'Pay by card' }).boundingBox())!;
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    expect(formBox.x).toBeGreaterThan(linesBox.x + linesBox.width);
  } else {
    expect(formBox.y).toBeGreaterThan(linesBox.y + linesBox.height);
  }
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, page.viewportSize()?.width);
  await expectAccessible(page);

  await payOnThePaymentPage(page);
  await expect(page.getByText(/^Your transaction ID: pi_\w+$/)).toBeVisible();
  await expectLines(page.getByRole('region', { name: 'What you paid for' }), teas, order.total);
  await expect(page.getByTestId('delivery-address')).toHaveText(CHECKOUT_ADDRESS_LINE);
  await expect(page.getByText(`A receipt is on its way to ${email}`, { exact: true })).toBeVisible();
  const after = page.getByRole('navigation', { name: 'After your purchase' });
  await expect(after.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/orders/${order._id}`);
  await expect(after.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/products');
  await expectNoSidewaysScroll(page, page.viewportSize()?.width);
  await expectAccessible(page);

  await after.getByRole('link', { name: 'See your order' }).click();
  await expect(page).toHaveURL(`/orders/${order._id}`);
  await page.goBack();
  return order;
}

/** Each tea's line (photo, name, quantity, line total), then the total, exact to the cent. */
async function expectLines(region: ReturnType<Page['getByRole']>, teas: ShopProduct[], total: number) {
  const rows = region.getByTestId('paid-line');
  await expect(rows).toHaveCount(teas.length);
  for (const [i, tea] of teas.entries()) {
    const row = rows.nth(i);
    await expect(row.locator('img')).toBeVisible();
    await expect(row).toContainText(tea.name);
    await expect(row).toContainText(`× ${tea.minOrder}`);
    await expect(row).toContainText(formatPrice(Math.round(tea.price * 100 * tea.minOrder) / 100));
  }
  await expect(region.getByTestId('paid-total')).toHaveText(formatPrice(total));
}

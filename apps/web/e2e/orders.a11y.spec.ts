import { createCustomer } from './accounts';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

type Product = { _id: string; name: string; quantity: number; minOrder: number };

test('the ordering and payment screens pass axe', async ({ page, adminPage }) => {
  // Five screens, each analysed in full: more than the default 30 s on a small machine.
  test.slow();
  await createCustomer(page.request, 'Axel Access');
  const list = await page.request.get('/api/products?limit=100');
  const product = ((await list.json()) as Product[]).find((p) => p.quantity >= p.minOrder + 30)!;
  const placed = await page.request.post('/api/purchase', {
    data: { productId: product._id, quantity: product.minOrder, address: '1 Ramp Road, Level Town' },
  });
  const { insertedId } = (await placed.json()) as { insertedId: string };

  await page.goto('/purchase');
  await expect(page.getByRole('region', { name: 'Teas to start with' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/products/${product._id}`);
  await expect(page.getByLabel('Quantity')).toBeVisible();
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByText('Please enter your address')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/myOrders');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/payment/${insertedId}`);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectAccessible(page);

  await adminPage.goto('/manageOrder');
  await expect(adminPage.getByRole('table')).toBeVisible();
  await expectAccessible(adminPage);
});

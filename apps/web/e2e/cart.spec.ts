import { formatPrice } from '@teatree/shared/money';
import { expectAccessible } from './support/axe';
import { testCartJourney } from './support/cart-journey';
import { expect, test } from './support/fixtures';
import { findProducts } from './support/orders-api';

testCartJourney();

test.describe('the cart page', () => {
  test('reads a visitor’s cart from the browser, says which tea is gone, and passes axe', async ({ page, request }) => {
    const [tea, other] = await findProducts(request, 2);
    if (!tea || !other) throw new Error('two teas expected');
    const lines = [
      { productId: tea._id, quantity: tea.minOrder, name: tea.name },
      { productId: other._id, quantity: other.minOrder + 1, name: other.name },
      { productId: 'prod_gone', quantity: 2, name: 'Old Oolong' },
    ];
    await page.addInitScript((stored) => localStorage.setItem('teatree.cart', JSON.stringify(stored)), lines);
    await page.goto('/cart');
    const list = page.getByRole('list', { name: 'Teas in your cart' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem', { name: 'Old Oolong' })).toContainText('Old Oolong is no longer sold');
    const total = tea.price * tea.minOrder + other.price * (other.minOrder + 1);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(formatPrice(total));
    await expect(summary).toContainText('Total for 2 teas');
    await expect(summary).toContainText('Some teas cannot be ordered as they are');
    // The button counts the items of every line, the one no longer sold too.
    const items = tea.minOrder + other.minOrder + 1;
    await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${items + 2} items` })).toBeVisible();
    await expectAccessible(page);

    // Above what one may order: said on the line, the cart unchanged.
    // The bound is the one the page shows now: other tests' orders and holds move the stock meanwhile.
    const line = list.getByRole('listitem', { name: tea.name });
    const quantity = line.getByLabel(`Quantity of ${tea.name}`);
    const max = Number(await quantity.getAttribute('max'));
    expect(max).toBeGreaterThan(tea.minOrder);
    await quantity.fill(String(max + 1));
    await quantity.press('Enter');
    await expect(line.getByText(`Only ${max} can be ordered`, { exact: true })).toBeVisible();
    await expect(summary).toContainText(formatPrice(total));

    await list.getByRole('listitem', { name: 'Old Oolong' }).getByRole('button', { name: 'Remove Old Oolong' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(summary).not.toContainText('Some teas cannot be ordered');
    await expect(page.getByRole('banner').getByRole('link', { name: `Cart, ${items} items` })).toBeVisible();
  });

  test('is empty until a tea goes in, and says where to find one', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse our teas' }).click();
    await expect(page).toHaveURL('/products');
  });
});

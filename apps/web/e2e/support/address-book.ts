import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * My Profile's Addresses, as a customer uses it: add a United States address with a field wrong first
 * (the page names it), then a Hong Kong one (no postcode asked), make it the default, change and delete.
 */
export async function keepAddressesOnTheProfile(page: Page) {
  await page.goto('/profile');
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('No address kept yet.')).toBeVisible();

  await book.getByRole('button', { name: 'Add an address' }).click();
  const form = book.getByRole('form', { name: 'Save the address' });
  await expect(form.getByLabel('Country')).toHaveValue('US');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('12 Tea Lane');
  await form.getByLabel(/^Apartment, suite/).fill('Flat 2');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('State').selectOption('IL');
  await form.getByLabel('ZIP code').fill('6270');
  await form.getByLabel('Phone').fill('+1 217 555 0100');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(form.getByText('Enter a ZIP code like 95014')).toBeVisible();
  await expect(form.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('ZIP code').fill('62701');
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('The address is saved', { exact: true })).toBeVisible();
  const first = book.getByRole('listitem').filter({ hasText: '12 Tea Lane' });
  await expect(first).toContainText('Ada Lovelace, 12 Tea Lane, Flat 2, Springfield, IL 62701, United States');
  await expect(first).toContainText('Default');

  // Hong Kong: an area from its list, and no postcode asked.
  await book.getByRole('button', { name: 'Add an address' }).click();
  await form.getByLabel('Country').selectOption('HK');
  await expect(form.getByLabel(/postal code/i)).toHaveCount(0);
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Address', { exact: true }).fill('8 Nathan Road');
  await form.getByLabel('District').fill('Mong Kok');
  await form.getByLabel('Area').selectOption('Kowloon');
  await form.getByLabel('Phone').fill('+852 2123 4567');
  await form.getByRole('button', { name: 'Save the address' }).click();
  // The first toast may still show: the newest is the last.
  await expect(page.getByText('The address is saved', { exact: true }).last()).toBeVisible();
  const second = book.getByRole('listitem').filter({ hasText: '8 Nathan Road' });
  await expect(second).toContainText('Mong Kok, Kowloon, Hong Kong');

  await second.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('That is now your default address', { exact: true })).toBeVisible();
  await expect(second).toContainText('Default');
  await expect(book.getByRole('listitem').first()).toContainText('8 Nathan Road');

  await first.getByRole('button', { name: /^Edit/ }).click();
  const edit = book.getByRole('form', { name: 'Save the changes' });
  await edit.getByLabel('Address', { exact: true }).fill('14 Tea Lane');
  await edit.getByRole('button', { name: 'Save the changes' }).click();
  await expect(book.getByRole('listitem').filter({ hasText: '14 Tea Lane' })).toBeVisible();

  await page.reload();
  await expect(book.getByRole('listitem').first()).toContainText('8 Nathan Road');
  await book
    .getByRole('listitem')
    .filter({ hasText: '14 Tea Lane' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the address' }).click();
  await expect(page.getByText('The address is deleted', { exact: true })).toBeVisible();
  await expect(book.getByRole('listitem')).toHaveCount(1);
}

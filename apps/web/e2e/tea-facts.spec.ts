import { signInAsAdmin } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { addProduct, removeProduct } from './support/orders-api';

/*
 * Tea facts (docs/decisions/0040-tea-facts.md): the owner gives a tea its origin, harvest, caffeine,
 * tasting notes and brewing guide on Edit; a shopper reads them on the tea's page. A tea of the test's own.
 */
test('the owner gives a tea its facts on Edit; a shopper reads them and its brewing guide on its page', async ({
  page,
  adminPage,
}) => {
  await signInAsAdmin(adminPage.request);
  const tea = await addProduct(adminPage.request, { quantity: 40, minOrder: 1 });
  try {
    await adminPage.goto(`/products/${tea._id}/edit`);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    await adminPage.getByLabel('Country').fill('Taiwan');
    await adminPage.getByLabel('Region or garden').fill('Alishan');
    await adminPage.getByLabel('Season').selectOption('spring');
    await adminPage.getByLabel('Year').fill('2026');
    await adminPage.getByLabel('Caffeine').selectOption('low');
    await adminPage.getByLabel('Tasting notes').fill('orchid, butter ,  sweet cream');
    await adminPage.getByLabel('Grams per cup (250 ml)').fill('4');
    await adminPage.getByLabel('Steeping time (seconds)').fill('150');
    await adminPage.getByLabel('Infusions').fill('5');
    const temperature = adminPage.getByLabel('Water temperature (°C)');
    // Boiling and more is refused, in the shop's words, before anything is sent.
    await temperature.fill('101');
    const save = adminPage.getByRole('button', { name: 'Save changes' });
    await save.click();
    await expect(adminPage.getByText('Water temperature must be a whole number from 40 to 100 °C')).toBeVisible();
    await temperature.fill('90');
    await expect(adminPage.getByText('= 194 °F')).toBeVisible();
    const patch = adminPage.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/products/${tea._id}`),
    );
    await save.click();
    expect((await patch).postDataJSON()).toEqual({
      facts: {
        originCountry: 'Taiwan',
        originRegion: 'Alishan',
        harvestSeason: 'spring',
        harvestYear: 2026,
        harvestDate: null,
        cultivar: null,
        caffeine: 'low',
        tastingNotes: ['orchid', 'butter', 'sweet cream'],
        brewGrams: 4,
        brewTempC: 90,
        brewSeconds: 150,
        brewInfusions: 5,
      },
    });
    await expect(adminPage.getByText(`${tea.name} is saved`)).toBeVisible();

    await page.goto(`/products/${tea._id}`);
    const about = page.getByRole('region', { name: 'About this tea' });
    await expect(about).toContainText('Alishan, Taiwan');
    await expect(about).toContainText('Spring 2026');
    await expect(about).toContainText('Low caffeine');
    await expect(about).toContainText('orchid');
    const guide = about.getByRole('region', { name: 'How to brew' });
    await expect(guide).toContainText('4 g per cup (250 ml)');
    await expect(guide).toContainText('90 °C / 194 °F');
    await expect(guide).toContainText('2 min 30 s');
    await expect(guide).toContainText('5 infusions');
    await expectAccessible(page);
  } finally {
    await removeProduct(adminPage.request, tea);
  }
});

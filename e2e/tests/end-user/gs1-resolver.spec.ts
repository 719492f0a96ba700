import { expect, test } from '../../support/test';

// A phone's own camera app opens the plate's GS1 Digital Link on this server: the visitor lands
// on step 1 of that serial in their browser's language. Demo device 100000061 (Aura 600, GTIN
// 04012345100013) is only looked up here, as in scan-gs1-digital-link.spec.ts.
test.use({ locale: 'it-CH' });

test('a GS1 Digital Link opens the registration of its serial in the visitor’s language', async ({
  page,
}) => {
  await page.goto('/01/4012345100013/10/L24-07/21/100000061');
  await expect(page).toHaveURL(/\/it-CH\/users\/register\/step\/1\?serialNumber=100000061$/);
  await expect(page.getByRole('region', { name: 'Prodotto trovato' })).toContainText('Aura 600');
});

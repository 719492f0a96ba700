import { expect, test } from '../../support/test';
import { lookUpSerial } from '../end-user/registration-steps';

test('the pages that validate input run without a single Content-Security-Policy violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '908765401');
  await expect(page).toHaveURL(/\/step\/2/);
  expect(await violations()).toEqual([]);

  await page.goto('/fr-FR/installers/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toBeVisible();
  await page.getByLabel('Numéro de série').fill('12');
  await page.getByLabel('Numéro de série').blur();
  expect(await violations()).toEqual([]);
});

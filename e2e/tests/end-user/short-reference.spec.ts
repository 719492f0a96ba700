import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { mailContaining } from '../../support/outbox';
import { newContextSignedInAs } from '../auth/stored-sign-in';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  enterContact,
  lookUpSerial,
  searchAddress,
  uniquePerson,
} from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

// 100000053 is registered by no other browser test.
test('an owner reads the short reference out, and staff find the registration by it (issue 47)', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '100000053');
  await continueAsAnonymousOwner(page);
  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  const person = uniquePerson('reference');
  await enterContact(page, person);
  await acceptAndSubmit(page);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');

  const reference = page.getByText(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  await expect(reference).toBeVisible();
  const said = (await reference.textContent()) ?? '';
  await expect(page.getByText('À indiquer si vous contactez notre service client.')).toBeVisible();
  await checkAtBothWidths(page, 'thank-you', { picture: 'page' });
  // The mail says it too.
  await mailContaining(person.email, [said]);

  // Staff type what they hear: lower case, a space for the hyphen.
  const staff = await (
    await newContextSignedInAs(browser, 'staff', { viewport: { width: 1440, height: 900 } })
  ).newPage();
  const typed = said.replace('-', ' ').toLowerCase();
  await staff.goto('/fr-FR/console/registrations');
  await staff.getByLabel('Référence').fill(typed);
  await staff.getByRole('button', { name: 'Rechercher' }).click();
  const results = staff.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('link', { name: '100000053' })).toBeVisible();
  await results.getByRole('link', { name: '100000053' }).click();
  await expect(staff.getByText('Référence', { exact: true })).toBeVisible();
  await expect(staff.getByText(said, { exact: true })).toBeVisible();
  await staff.close();
});

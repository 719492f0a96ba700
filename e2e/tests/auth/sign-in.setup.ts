import { test as setup } from '../../support/test';
import { signInOnProviderPage } from './provider-page';
import { SIGNED_IN_ACCOUNTS, storedSignIn, type Role } from './stored-sign-in';

// Each demo account signs in through the provider's page once per run; the specs that only need
// it signed in start from the state kept here (signedInAs) instead of signing in again.
for (const role of Object.keys(SIGNED_IN_ACCOUNTS) as Role[]) {
  setup(`the demo ${role} signs in once for the specs that need it signed in`, async ({ page }) => {
    // A page that needs an account: it sends the visitor to the provider and back.
    await page.goto('/fr-FR/partners');
    await signInOnProviderPage(page, SIGNED_IN_ACCOUNTS[role]);
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => key.startsWith('oidc.user:')),
    );
    await page.context().storageState({ path: storedSignIn(role) });
  });
}

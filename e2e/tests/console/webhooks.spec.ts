import { Webhook } from 'standardwebhooks';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { mailedLink } from '../../support/outbox';
import { startWebhookReceiver, type ReceivedDelivery } from '../../support/webhook-receiver';
import { signedInAs } from '../auth/stored-sign-in';
import { registerAnonymously } from './console-steps';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('staff'));

interface RegistrationEvent {
  type: string;
  data: { serialNumber: string; status: string };
}

test('staff add an endpoint in the console; the receiver gets a registration’s events signed and in order, and a resend again with the same webhook-id', async ({
  page,
  request,
}) => {
  // A serial no other test registers: the receiver's events of it are this test's.
  const serial = '100000164';
  const receiver = await startWebhookReceiver();
  try {
    await page.goto('/fr-FR/console/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ajouter un endpoint' }).click();
    await page.getByLabel('URL', { exact: true }).fill(receiver.url);
    await page.getByRole('checkbox', { name: /Enregistrement créé/ }).check();
    await page.getByRole('checkbox', { name: /Enregistrement confirmé/ }).check();
    await page.getByLabel('Description').fill('Test receiver');
    await page.getByRole('button', { name: 'Ajouter l’endpoint' }).click();
    const secretField = page.getByLabel('Secret (whsec_…)');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await expect(page.getByText('il ne sera plus affiché')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'J’ai copié le secret' }).click();
    await expect(secretField).toBeHidden();
    const card = page.getByRole('region', { name: receiver.url });
    await expect(card.getByText('Actif')).toBeVisible();

    // An owner registers the device and confirms by the mailed link.
    const owner = `webhook-owner-${Date.now()}@example.com`;
    expect((await registerAnonymously(request, serial, owner)).status()).toBe(201);
    const link = await mailedLink(owner, /(\/api\/registrations\/confirm\/[\w-]+)/);
    expect((await request.post(link, { form: {} })).status()).toBe(200);

    // Every delivery verifies with the official library under the secret the page showed.
    const webhook = new Webhook(secret);
    const eventsOfSerial = () =>
      receiver.received
        .map((delivery) => ({
          delivery,
          event: webhook.verify(delivery.body, delivery.headers) as RegistrationEvent,
        }))
        .filter(({ event }) => event.data.serialNumber === serial);
    await expect
      .poll(() => eventsOfSerial().map(({ event }) => event.type))
      .toEqual(['registration.created', 'registration.confirmed']);
    const confirmed = eventsOfSerial()[1]?.delivery as ReceivedDelivery;
    const webhookId = confirmed.headers['webhook-id'];
    expect(eventsOfSerial()[1]?.event.data.status).toBe('confirmed');

    // The console lists the delivery: delivered, answered 204.
    await card.getByRole('button', { name: 'Voir les livraisons' }).click();
    const deliveries = card.getByRole('region', { name: 'Livraisons récentes' });
    const row = deliveries.getByRole('row').filter({ hasText: webhookId });
    await expect(async () => {
      await deliveries.getByRole('button', { name: 'Actualiser' }).click();
      await expect(row).toContainText('Livrée', { timeout: 1000 });
    }).toPass();
    await expect(row).toContainText('Enregistrement confirmé');
    await expect(row).toContainText('204');
    expect(await seriousViolations(page)).toEqual([]);

    // A resend delivers it again, with the same webhook-id.
    await row.getByRole('button', { name: `Renvoyer la livraison ${webhookId}` }).click();
    await expect(deliveries.getByText('Renvoi en file d’attente.')).toBeVisible();
    await expect
      .poll(() => receiver.received.filter((d) => d.headers['webhook-id'] === webhookId).length)
      .toBe(2);
    const resent = receiver.received.filter((d) => d.headers['webhook-id'] === webhookId)[1];
    expect(
      (webhook.verify(resent?.body ?? '', resent?.headers ?? {}) as RegistrationEvent).type,
    ).toBe('registration.confirmed');

    // The test's endpoint goes, after a confirmation.
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await card.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(card).toBeHidden();
  } finally {
    await receiver.close();
  }
});

import 'fake-indexeddb/auto';
import type { InstallerCommand } from '@pr/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyInstallerData } from '../form-state/installer-store';
import { readOutboxSummary } from './outbox-summary';
import { stubFetch } from '../../test/stub-fetch';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { emptyBulkData } from '../form-state/bulk-store';
import { readItems } from './outbox-db';
import { reloadOutbox, useOutboxStore } from './outbox-store';
import { keepBatch, keepRegistration } from './keep-for-later';
import { sendOutbox } from './send-outbox';

const today = new Date().toISOString().slice(0, 10);

function installerCommand(serialNumber: string): InstallerCommand {
  return {
    serialNumber,
    productModel: 'Aura 600',
    installationDate: `${today}T00:00:00.000Z`,
    installerCompany: { name: 'Dubois Chauffage SARL', email: 'contact@dubois-chauffage.example' },
    installationAddress: {
      street: 'Rue de la Paix',
      houseNumber: '1',
      postalCode: '75002',
      locality: 'Paris',
      country: 'FR',
      additionalAddressLine1: null,
      stateOrProvince: null,
      addressSource: 'ManualEntry',
    },
    consents: { privacyPolicy: true, termsOfUse: true },
  };
}

const installer = { accountSubject: INSTALLER_CLAIMS.sub, locale: 'fr-FR' };

let online = true;

/** Keeps one registration of `serial` while the phone has no signal. */
async function keepOffline(serial: string) {
  online = false;
  await keepRegistration(
    {
      command: installerCommand(serial),
      productName: 'Aura 600',
      draft: { ...emptyInstallerData(), serialNumber: serial },
    },
    installer,
  );
  online = true;
}

/** The server's registration route answering `answer` for every PUT; the PUTs it received. */
function serverAnswering(answer: () => Response | Promise<Response>) {
  const puts: string[] = [];
  stubFetch((url, init) => {
    if (init?.method === 'PUT') {
      puts.push(url);
      return answer();
    }
    return new Response('', { status: 404 });
  });
  return puts;
}

/** The installer's session ends: the token cache is emptied. */
async function signOut() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('oidc.')) localStorage.removeItem(key);
  }
  await startTestAuth();
}

const stored = () =>
  Response.json(
    { registrationId: 'r1', reference: 'K7QM3XHP', status: 'not_required' },
    { status: 201 },
  );

describe('the outbox of registrations made without a signal', () => {
  beforeEach(async () => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    await reloadOutbox();
  });
  afterEach(() => {
    useOutboxStore.setState({ sending: null, needsSignIn: false });
  });

  it('keeps a registration made offline and sends it once, when the connection returns', async () => {
    const puts = serverAnswering(stored);
    await keepOffline('100000121');
    expect(puts).toEqual([]);
    expect(readOutboxSummary()).toEqual({ waiting: 1, total: 1 });

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(readOutboxSummary()).toEqual({ waiting: 0, total: 1 }));
    expect(puts).toEqual(['/api/100000121?locale=fr-FR']);
    const [item] = await readItems();
    expect(item?.outcome).toEqual({ kind: 'registered', registered: 1, alreadyRegistered: 0 });
    // Sent and stored: the form it came from is not kept any longer.
    expect(item?.draft).toBeNull();

    await sendOutbox();
    window.dispatchEvent(new Event('online'));
    await sendOutbox();
    expect(puts).toHaveLength(1);
  });

  it('keeps waiting while the send gets no answer, and loses nothing', async () => {
    const puts = serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await keepOffline('100000121');
    await sendOutbox();
    await sendOutbox();
    expect(puts).toHaveLength(2);
    const [item] = await readItems();
    expect(item).toMatchObject({ outcome: null, attempts: 2 });
    expect(item?.draft).toMatchObject({ serialNumber: '100000121' });
    expect(readOutboxSummary()).toEqual({ waiting: 1, total: 1 });
  });

  it.each([
    [
      'already registered by the same company',
      () =>
        Response.json(
          { registrationId: 'r1', reference: 'K7QM3XHP', status: 'not_required' },
          { status: 200 },
        ),
      { kind: 'alreadyYours' },
    ],
    [
      'registered by someone else',
      () => Response.json({ code: 'already_registered', message: 'Taken' }, { status: 409 }),
      { kind: 'refused', code: 'already_registered' },
    ],
    [
      'an unknown serial, to fix',
      () => Response.json({ code: 'unknown_serial_number', message: 'No' }, { status: 404 }),
      { kind: 'toFix', code: 'unknown_serial_number', rowErrors: [] },
    ],
  ])('reports the outcome of %s', async (_case, answer, outcome) => {
    serverAnswering(answer);
    await keepOffline('100000121');
    await sendOutbox();
    const [item] = await readItems();
    expect(item?.outcome).toEqual(outcome);
    // Only a registration to fix keeps its form, to go back to its steps.
    expect(item?.draft === null).toBe(outcome.kind !== 'toFix');
  });

  it('sends nothing while nobody is signed in, and sends once the installer signs in', async () => {
    const puts = serverAnswering(stored);
    await keepOffline('100000121');
    await signOut();
    await sendOutbox();
    expect(puts).toEqual([]);
    expect(useOutboxStore.getState().needsSignIn).toBe(true);

    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    await vi.waitFor(() => expect(useOutboxStore.getState().needsSignIn).toBe(false));
  });

  it("never sends another account's registrations", async () => {
    const puts = serverAnswering(stored);
    await keepOffline('100000121');
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    await sendOutbox();
    expect(puts).toEqual([]);
    expect((await readItems())[0]?.outcome).toBeNull();
  });

  it('stops at an expired session and keeps the item for after the sign-in', async () => {
    serverAnswering(() => Response.json({ code: 'unauthorized', message: 'No' }, { status: 401 }));
    await keepOffline('100000121');
    await sendOutbox();
    expect((await readItems())[0]?.outcome).toBeNull();
    expect(useOutboxStore.getState().needsSignIn).toBe(true);
  });

  it('asks the server for a batch tried before instead of uploading its rows again', async () => {
    const requests: string[] = [];
    stubFetch((url, init) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      return url === '/api/devices/batch/the-batch-key'
        ? Response.json({ batchId: 'b1', registered: 20, alreadyRegistered: 0 })
        : new Response('', { status: 500 });
    });
    online = false;
    await keepBatch(
      {
        idempotencyKey: 'the-batch-key',
        command: {
          callerName: 'Dubois Chauffage SARL',
          confirmationEmail: 'contact@dubois-chauffage.example',
          countryCode: 'FR',
          productRegistrations: [],
        },
        draft: emptyBulkData(),
      },
      { ...installer, tried: true },
    );
    online = true;
    await sendOutbox();
    expect(requests).toEqual(['GET /api/devices/batch/the-batch-key']);
    expect((await readItems())[0]?.outcome).toEqual({
      kind: 'registered',
      batchId: 'b1',
      registered: 20,
      alreadyRegistered: 0,
    });
  });
});

import type { ApiClient } from '@pr/contracts/api-clients';
import type { ConsoleCompany, RegistrationDetail } from '@pr/contracts/console';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import type { WebhookDelivery, WebhookEndpoint } from '@pr/contracts/webhooks';
import { oidcUser, startTestAuth } from '../../../test/test-auth';

/** Signs a member of the manufacturer's staff in before the app renders. */
export async function signInAsStaff(): Promise<void> {
  await startTestAuth({
    user: oidcUser({
      sub: 'staff-subject',
      email: 'staff@example.com',
      given_name: 'Sam',
      family_name: 'Staff',
      roles: ['registration-admin'],
    }),
  });
}

/** An owner's confirmed registration, as the console's detail route answers it. */
export function registrationDetail(
  overrides: Partial<RegistrationDetail> = {},
): RegistrationDetail {
  return {
    id: 'reg-1',
    reference: 'K7QM3XHP',
    serialNumber: '100000178',
    productModel: 'Aura 600',
    productName: { fr: 'Radiateur design Aura 600', de: 'Designheizkörper Aura 600' },
    status: 'confirmed',
    registrantType: 1,
    channel: 'web',
    batchId: null,
    email: 'owner@example.com',
    name: 'Jean Martin',
    company: null,
    postalCode: '75001',
    city: 'Paris',
    country: 'FR',
    installationDate: '2024-03-15',
    createdAt: '2024-03-16T10:00:00Z',
    street: 'Rue de Rivoli',
    houseNumber: '10',
    locale: 'fr-FR',
    accountSubject: null,
    cancelReason: null,
    history: [{ at: '2024-03-16T10:00:00Z', kind: 'created', channel: 'web' }],
    flags: [],
    ...overrides,
  };
}

/** A company waiting for staff's decision. */
export function pendingCompany(overrides: Partial<ConsoleCompany> = {}): ConsoleCompany {
  return {
    id: 'company-1',
    name: 'Chauffage Nouveau SARL',
    email: 'contact@nouveau.example',
    registrationNumber: 'FR40123456789',
    phone: '+33 4 78 00 00 00',
    address: '5 Quai Saint-Vincent, 69001 Lyon',
    status: 'pending',
    source: 'application',
    applicant: { name: 'Paul Nouveau', email: 'paul@nouveau.example' },
    appliedAt: '2024-03-16T10:00:00Z',
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
    registrations: 0,
    ...overrides,
  };
}

export const ENDPOINT_ID = '0b6c2f3e-1d4a-4c5b-9e8f-7a6b5c4d3e2f';

/** An active webhook endpoint subscribed to confirmations. */
export function webhookEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: ENDPOINT_ID,
    url: 'https://crm.example.com/hooks/registrations',
    description: 'CRM (service desk)',
    eventTypes: ['registration.confirmed'],
    personalData: false,
    status: 'active',
    disabledReason: null,
    failingSince: null,
    previousSecretExpiresAt: null,
    createdAt: '2024-03-16T10:00:00Z',
    ...overrides,
  };
}

/** A delivery that went through at its first attempt. */
export function webhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '5d1e9c7a-2b3f-4a6d-8c9e-0f1a2b3c4d5e',
    eventId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    eventType: 'registration.confirmed',
    status: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastAttempt: {
      at: '2024-03-16T10:00:01Z',
      outcome: 'delivered',
      statusCode: 204,
      durationMs: 42,
      response: '',
    },
    createdAt: '2024-03-16T10:00:00Z',
    ...overrides,
  };
}

/** An API client of an installer company, never used yet. */
export function apiClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    id: 'pr_client_dubois',
    name: 'ERP Dubois',
    companyId: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
    companyName: 'Dubois Chauffage SARL',
    scopes: ['registrations:read'],
    createdAt: '2024-03-16T10:00:00Z',
    revokedAt: null,
    lastUsedAt: null,
    ...overrides,
  };
}

export const PERSON_REGISTRATION_ID = '6f1e2d3c-4b5a-4798-8a7b-6c5d4e3f2a1b';

/**
 * What the console finds about an owner without an account: one confirmed registration,
 * its two consents and its confirmation mail.
 */
export function personalDataExport(
  overrides: Partial<PersonalDataExport> = {},
): PersonalDataExport {
  return {
    format: 'product-registration.personal-data.v1',
    exportedAt: '2024-03-20T09:00:00Z',
    subject: 'email:lea.durand@example.com',
    account: null,
    registrations: [
      {
        id: PERSON_REGISTRATION_ID,
        serialNumber: '100000172',
        productModel: 'Aura 600',
        status: 'confirmed',
        installationDate: '2024-03-15T00:00:00Z',
        endUser: { email: 'lea.durand@example.com', firstName: 'Léa', lastName: 'Durand' },
        safetyContact: null,
        address: {
          street: 'Rue de Rivoli',
          houseNumber: '10',
          additionalLine: null,
          postalCode: '75001',
          locality: 'Paris',
          country: 'FR',
        },
        locale: 'fr-FR',
        channel: 'web',
        createdAt: '2024-03-16T10:00:00Z',
        confirmedAt: '2024-03-16T10:30:00Z',
        cancelledAt: null,
        cancelReason: null,
      },
    ],
    consents: [
      {
        registrationId: PERSON_REGISTRATION_ID,
        kind: 'privacy_policy',
        textVersion: '2024-01',
        language: 'fr',
        channel: 'web',
        givenAt: '2024-03-16T10:00:00Z',
        withdrawnAt: null,
      },
      {
        registrationId: PERSON_REGISTRATION_ID,
        kind: 'terms_of_use',
        textVersion: '2024-01',
        language: 'fr',
        channel: 'web',
        givenAt: '2024-03-16T10:00:00Z',
        withdrawnAt: null,
      },
    ],
    mails: [
      {
        to: 'lea.durand@example.com',
        subject: 'Confirmez votre enregistrement',
        status: 'sent',
        createdAt: '2024-03-16T10:00:05Z',
      },
    ],
    transferRequests: [],
    ...overrides,
  };
}

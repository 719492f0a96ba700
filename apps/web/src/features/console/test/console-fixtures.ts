import type { ConsoleCompany, RegistrationDetail } from '@pr/contracts/console';
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
    serialNumber: '100000178',
    productModel: 'Aura 600',
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

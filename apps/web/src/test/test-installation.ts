import type { ConsoleRegistration } from '@pr/contracts/console';

/** A registration of the demo installer company as "Mes installations" lists it. */
export const testInstallation = (
  serial: string,
  batchId: string | null,
  status: ConsoleRegistration['status'] = 'confirmed',
): ConsoleRegistration => ({
  id: `00000000-0000-4000-8000-${serial.padStart(12, '0')}`,
  // The serial's last eight digits, spelt in the reference alphabet (no 0 or 1).
  reference: serial.padStart(8, '2').slice(-8).replace(/[01]/g, 'A'),
  serialNumber: serial,
  productModel: 'Aura 600',
  productName: { fr: 'Radiateur design Aura 600', de: 'Designheizkörper Aura 600' },
  status,
  registrantType: 2,
  channel: batchId === null ? 'web' : 'bulk',
  batchId,
  email: 'contact@dubois-chauffage.example',
  name: null,
  company: 'Dubois Chauffage SARL',
  postalCode: '69002',
  city: 'Lyon',
  country: 'FR',
  installationDate: '2026-02-03T00:00:00.000Z',
  createdAt: '2026-11-20T09:30:00.000Z',
});

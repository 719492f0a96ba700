/** Rows of a bulk registration (`PUT /api/devices/batch`), one per serial, each at its own house number. */
export function batchRows(serials: readonly string[]) {
  return serials.map((serialNumber, i) => ({
    serialNumber,
    productModel: 'Aura 600',
    installationDate: '2026-02-03T00:00:00.000Z',
    installerCompany: {
      name: 'Dubois Chauffage SARL',
      email: 'contact@dubois-chauffage.example',
    },
    installationAddress: {
      street: 'Rue de la République',
      houseNumber: String(i + 1),
      locality: 'Lyon',
      postalCode: '69002',
      country: 'FR',
      addressSource: 'GoogleMaps',
    },
  }));
}

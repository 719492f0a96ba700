/** An address the embedded provider knows (demo places). */
export const rivoliAddress = {
  street: 'Rue de Rivoli',
  houseNumber: '10',
  locality: 'Paris',
  postalCode: '75001',
  country: 'FR',
  addressSource: 'GoogleMaps',
};

/** An installation address of the bulk tests' rows. */
export const lyonAddress = {
  street: 'Rue de la République',
  houseNumber: '20',
  locality: 'Lyon',
  postalCode: '69002',
  country: 'FR',
  addressSource: 'GoogleMaps',
};

/** An anonymous end customer's registration command, as the browser sends it. */
export const endUserCommand = (serial: string, email = 'claire@example.com') => ({
  serialNumber: serial,
  productModel: 'Radiateur design Aura 600',
  installationDate: new Date().toISOString(),
  installationAddress: rivoliAddress,
  enduser: { email, firstName: 'Claire', lastName: 'Petit' },
});

/** An installer's registration command; the server takes the company from the token. */
export const installerCommand = (
  serial: string,
  day = '2026-03-14T00:00:00.000Z',
  company = 'Dubois Chauffage SARL',
) => ({
  serialNumber: serial,
  productModel: 'Ventilation double flux Flow 350',
  installationDate: day,
  installerCompany: { name: company, email: 'spoofed@example.com' },
  installationAddress: {
    ...rivoliAddress,
    additionalAddressLine1: '',
    stateOrProvince: null,
    addressSource: 'ManualEntry',
  },
});

/** A bulk batch of the given serials by Dubois Chauffage, as the browser sends it. */
export const batchCommand = (serials: string[]) => ({
  callerName: 'Dubois Chauffage SARL',
  confirmationEmail: 'contact@dubois-chauffage.example',
  countryCode: 'FR',
  productRegistrations: serials.map((serialNumber) => ({
    serialNumber,
    productModel: 'Aura 600',
    installationDate: '2026-02-03T00:00:00.000Z',
    installerCompany: { name: 'Ignored', email: 'ignored@example.com' },
    installationAddress: lyonAddress,
  })),
});

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

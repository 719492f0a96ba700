/** The bulk columns' names: the template's headers, and the headers step 2 recognises. */
const fr = {
  serialNumber: 'Numéro de série',
  productName: 'Nom du produit',
  installationDate: "Date d'installation",
  street: 'Nom de la rue',
  streetNumber: 'Numéro de rue',
  zip: 'Code postal',
  city: 'Ville',
};

export type BulkColumnNames = typeof fr;

export default fr;

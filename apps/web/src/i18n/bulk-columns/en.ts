import type { BulkColumnNames } from './fr';

const en: BulkColumnNames = {
  serialNumber: 'Serial number',
  productName: 'Product name',
  installationDate: 'Installation date',
  street: 'Street name',
  streetNumber: 'Street number',
  zip: 'Postal code',
  city: 'City',
};

export default en;

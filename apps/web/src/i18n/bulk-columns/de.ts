import type { BulkColumnNames } from './fr';

const de: BulkColumnNames = {
  serialNumber: 'Seriennummer',
  productName: 'Produktname',
  installationDate: 'Installationsdatum',
  street: 'Straße',
  streetNumber: 'Hausnummer',
  zip: 'Postleitzahl',
  city: 'Ort',
};

export default de;

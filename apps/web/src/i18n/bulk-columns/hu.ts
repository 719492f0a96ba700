import type { BulkColumnNames } from './fr';

const hu: BulkColumnNames = {
  serialNumber: 'Gyári szám',
  productName: 'Terméknév',
  installationDate: 'Beszerelés dátuma',
  street: 'Utca',
  streetNumber: 'Házszám',
  zip: 'Irányítószám',
  city: 'Település',
};

export default hu;

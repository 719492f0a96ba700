import type { BulkColumnNames } from './fr';

const it: BulkColumnNames = {
  serialNumber: 'Numero di serie',
  productName: 'Nome prodotto',
  installationDate: 'Data di installazione',
  street: 'Via',
  streetNumber: 'Numero civico',
  zip: 'CAP',
  city: 'Città',
};

export default it;

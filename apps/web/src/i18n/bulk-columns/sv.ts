import type { BulkColumnNames } from './fr';

const sv: BulkColumnNames = {
  serialNumber: 'Serienummer',
  productName: 'Produktnamn',
  installationDate: 'Installationsdatum',
  street: 'Gata',
  streetNumber: 'Gatunummer',
  zip: 'Postnummer',
  city: 'Ort',
};

export default sv;

import type { BulkColumnNames } from './fr';

const nl: BulkColumnNames = {
  serialNumber: 'Serienummer',
  productName: 'Productnaam',
  installationDate: 'Installatiedatum',
  street: 'Straat',
  streetNumber: 'Huisnummer',
  zip: 'Postcode',
  city: 'Plaats',
};

export default nl;

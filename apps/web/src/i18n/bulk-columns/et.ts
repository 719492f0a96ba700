import type { BulkColumnNames } from './fr';

const et: BulkColumnNames = {
  serialNumber: 'Seerianumber',
  productName: 'Toote nimi',
  installationDate: 'Paigalduskuupäev',
  street: 'Tänav',
  streetNumber: 'Majanumber',
  zip: 'Postiindeks',
  city: 'Linn',
};

export default et;

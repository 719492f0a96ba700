import type { BulkColumnNames } from './fr';

const lt: BulkColumnNames = {
  serialNumber: 'Serijos numeris',
  productName: 'Gaminio pavadinimas',
  installationDate: 'Įrengimo data',
  street: 'Gatvė',
  streetNumber: 'Namo numeris',
  zip: 'Pašto kodas',
  city: 'Miestas',
};

export default lt;

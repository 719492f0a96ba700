import type { BulkColumnNames } from './fr';

const sl: BulkColumnNames = {
  serialNumber: 'Serijska številka',
  productName: 'Ime izdelka',
  installationDate: 'Datum namestitve',
  street: 'Ulica',
  streetNumber: 'Hišna številka',
  zip: 'Poštna številka',
  city: 'Kraj',
};

export default sl;

import type { BulkColumnNames } from './fr';

const lv: BulkColumnNames = {
  serialNumber: 'Sērijas numurs',
  productName: 'Produkta nosaukums',
  installationDate: 'Uzstādīšanas datums',
  street: 'Iela',
  streetNumber: 'Mājas numurs',
  zip: 'Pasta indekss',
  city: 'Pilsēta',
};

export default lv;

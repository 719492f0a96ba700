import type { BulkColumnNames } from './fr';

const ro: BulkColumnNames = {
  serialNumber: 'Număr de serie',
  productName: 'Denumire produs',
  installationDate: 'Data instalării',
  street: 'Stradă',
  streetNumber: 'Număr',
  zip: 'Cod poștal',
  city: 'Localitate',
};

export default ro;

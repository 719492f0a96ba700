import type { BulkColumnNames } from './fr';

const da: BulkColumnNames = {
  serialNumber: 'Serienummer',
  productName: 'Produktnavn',
  installationDate: 'Installationsdato',
  street: 'Vejnavn',
  streetNumber: 'Husnummer',
  zip: 'Postnummer',
  city: 'By',
};

export default da;

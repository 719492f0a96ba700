import type { BulkColumnNames } from './fr';

const nb: BulkColumnNames = {
  serialNumber: 'Serienummer',
  productName: 'Produktnavn',
  installationDate: 'Installasjonsdato',
  street: 'Gatenavn',
  streetNumber: 'Husnummer',
  zip: 'Postnummer',
  city: 'Poststed',
};

export default nb;

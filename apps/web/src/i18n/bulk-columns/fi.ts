import type { BulkColumnNames } from './fr';

const fi: BulkColumnNames = {
  serialNumber: 'Sarjanumero',
  productName: 'Tuotenimi',
  installationDate: 'Asennuspäivä',
  street: 'Katu',
  streetNumber: 'Talonumero',
  zip: 'Postinumero',
  city: 'Postitoimipaikka',
};

export default fi;

import type { BulkColumnNames } from './fr';

const pl: BulkColumnNames = {
  serialNumber: 'Numer seryjny',
  productName: 'Nazwa produktu',
  installationDate: 'Data instalacji',
  street: 'Ulica',
  streetNumber: 'Numer domu',
  zip: 'Kod pocztowy',
  city: 'Miejscowość',
};

export default pl;

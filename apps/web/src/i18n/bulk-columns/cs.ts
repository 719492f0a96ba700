import type { BulkColumnNames } from './fr';

const cs: BulkColumnNames = {
  serialNumber: 'Sériové číslo',
  productName: 'Název produktu',
  installationDate: 'Datum instalace',
  street: 'Ulice',
  streetNumber: 'Číslo domu',
  zip: 'PSČ',
  city: 'Město',
};

export default cs;

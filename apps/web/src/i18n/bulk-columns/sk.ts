import type { BulkColumnNames } from './fr';

const sk: BulkColumnNames = {
  serialNumber: 'Sériové číslo',
  productName: 'Názov produktu',
  installationDate: 'Dátum inštalácie',
  street: 'Ulica',
  streetNumber: 'Číslo domu',
  zip: 'PSČ',
  city: 'Mesto',
};

export default sk;

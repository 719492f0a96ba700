import type { BulkColumnNames } from './fr';

const es: BulkColumnNames = {
  serialNumber: 'Número de serie',
  productName: 'Nombre del producto',
  installationDate: 'Fecha de instalación',
  street: 'Calle',
  streetNumber: 'Número',
  zip: 'Código postal',
  city: 'Localidad',
};

export default es;

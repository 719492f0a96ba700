import type { BulkColumnNames } from './fr';

const pt: BulkColumnNames = {
  serialNumber: 'Número de série',
  productName: 'Nome do produto',
  installationDate: 'Data de instalação',
  street: 'Rua',
  streetNumber: 'Número da porta',
  zip: 'Código postal',
  city: 'Localidade',
};

export default pt;

import type { Catalog, CatalogProduct } from '../modules/catalog/catalog-schema';

/** The demo catalog of docs/architecture.md §8 — a contract that tests and first-time users rely on. */
const AURA = 'CAL-RAD-AURA-600';
const FLOW = 'CAL-VENT-FLOW-350';

const products: CatalogProduct[] = [
  {
    model: AURA,
    deviceType: 'RAD',
    name: {
      fr: 'Radiateur design Aura 600',
      de: 'Designheizkörper Aura 600',
      en: 'Aura 600 designer radiator',
    },
    color: { fr: 'Blanc pur (RAL 9010)', de: 'Reinweiß (RAL 9010)', en: 'Pure white (RAL 9010)' },
    imageUrl: '/assets/products/aura-radiator.svg',
    productUrl: 'https://www.calora.example/products/aura-600',
  },
  {
    model: FLOW,
    deviceType: 'VENT',
    name: {
      fr: 'Ventilation double flux Flow 350',
      de: 'Lüftungsgerät Flow 350 mit Wärmerückgewinnung',
      en: 'Flow 350 heat-recovery ventilation unit',
    },
    imageUrl: '/assets/products/flow-ventilation.svg',
    productUrl: 'https://www.calora.example/products/flow-350',
  },
  {
    model: 'CAL-RAD-LINEA-900',
    deviceType: 'RAD',
    name: { fr: 'Radiateur Linea 900', de: 'Heizkörper Linea 900', en: 'Linea 900 radiator' },
    color: { fr: 'Anthracite (RAL 7016)', de: 'Anthrazit (RAL 7016)', en: 'Anthracite (RAL 7016)' },
    imageUrl: '/assets/products/linea-radiator.svg',
    productUrl: 'https://www.calora.example/products/linea-900',
  },
  {
    model: 'CAL-HP-TERRA-8',
    deviceType: 'HP',
    name: {
      fr: 'Pompe à chaleur Terra 8 kW',
      de: 'Wärmepumpe Terra 8 kW',
      en: 'Terra 8 kW heat pump',
    },
    imageUrl: '/assets/products/terra-heat-pump.svg',
    productUrl: 'https://www.calora.example/products/terra-8',
  },
  {
    model: 'CAL-BOI-CONDENS-24',
    deviceType: 'BOI',
    name: {
      fr: 'Chaudière à condensation Condens 24',
      de: 'Brennwertkessel Condens 24',
      en: 'Condens 24 condensing boiler',
    },
    imageUrl: '/assets/products/condens-boiler.svg',
    productUrl: null,
  },
];

/** Serials 100000001–100000200 spread over every product, for bulk tests. */
const bulkDevices = Array.from({ length: 200 }, (_, index) => ({
  serialNumber: String(100000001 + index),
  productModel: products[index % products.length]?.model ?? AURA,
}));

export const demoCatalog: Catalog = {
  products,
  devices: [
    { serialNumber: '908765401', productModel: AURA },
    { serialNumber: '908765402', productModel: FLOW },
    ...bulkDevices,
  ],
  incentives: [
    {
      key: 'aura-owner-warranty',
      recipientType: 1,
      productModel: AURA,
      description: {
        fr: 'Extension de garantie gratuite à 5 ans',
        de: 'Kostenlose Garantieverlängerung auf 5 Jahre',
        en: 'Free warranty extension to 5 years',
      },
      sortOrder: 1,
    },
    {
      key: 'owner-service-voucher',
      recipientType: 1,
      description: {
        fr: 'Bon de 50 € pour votre premier entretien',
        de: '50-€-Gutschein für Ihre erste Wartung',
        en: '€50 voucher for your first maintenance',
      },
      sortOrder: 2,
      // As Vaillant's and Intergas's offers: registered within 30 days of the installation.
      registrationWindowDays: 30,
    },
    {
      key: 'installer-loyalty-points',
      recipientType: 2,
      description: {
        fr: '50 points de fidélité Calora Pro par appareil enregistré',
        de: '50 Calora-Pro-Treuepunkte pro registriertem Gerät',
        en: '50 Calora Pro loyalty points per registered device',
      },
      sortOrder: 1,
    },
    {
      key: 'aura-installer-training',
      recipientType: 2,
      productModel: AURA,
      description: {
        fr: 'Accès gratuit à la formation en ligne Aura',
        de: 'Kostenloser Zugang zur Aura-Online-Schulung',
        en: 'Free access to the Aura online training',
      },
      sortOrder: 2,
    },
    {
      key: 'fr-installer-quarterly-bonus',
      recipientType: 2,
      country: 'FR',
      description: {
        fr: 'Prime trimestrielle de 10 € par installation en France',
        de: 'Quartalsprämie von 10 € pro Installation in Frankreich',
        en: 'Quarterly bonus of €10 per installation in France',
      },
      sortOrder: 3,
    },
  ],
};

import type { ProductInformation } from '@pr/contracts';

/** The demo radiator of docs/architecture.md §8, as the device look-up answers it in French. */
export function testRadiator(overrides: Partial<ProductInformation> = {}): ProductInformation {
  return {
    name: 'Aura Radiateur',
    googleMapsApiKey: '',
    imageUrl: '/assets/products/aura-radiator.svg',
    productUrl: 'https://calora.example/aura',
    color: 'Blanc',
    deviceType: 'RAD',
    incentives: [
      { recipientType: { id: 1 }, descriptions: [{ description: 'Garantie prolongée' }] },
      { recipientType: { id: 2 }, descriptions: [{ description: 'Points partenaires' }] },
    ],
    ...overrides,
  };
}

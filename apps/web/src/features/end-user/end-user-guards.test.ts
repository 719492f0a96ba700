import type { ProductInformation } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER } from '../../shared/auth/current-user';
import { emptyEndUserData, type EndUserData } from '../../shared/form-state/end-user-store';
import { testOwner } from '../../test/test-users';
import { endUserGuard } from './end-user-guards';

const product: ProductInformation = {
  name: 'Aura',
  googleMapsApiKey: '',
  imageUrl: null,
  productUrl: null,
  color: null,
  deviceType: 'RAD',
  incentives: [],
};
const owner = testOwner();
const withProduct: EndUserData = {
  ...emptyEndUserData(),
  serialNumber: '908765401',
  productInformation: product,
};
const withAddress: EndUserData = {
  ...withProduct,
  address: { displayName: 'x', formattedAddress: 'x', addressComponents: [], location: null },
};

describe('endUserGuard', () => {
  it('lets steps 1 to 3 through', () => {
    expect(endUserGuard(1, emptyEndUserData(), ANONYMOUS_USER)).toBeNull();
    expect(endUserGuard(3, emptyEndUserData(), ANONYMOUS_USER)).toBeNull();
  });

  it('needs the product, then the address', () => {
    expect(endUserGuard(4, emptyEndUserData(), ANONYMOUS_USER)).toBe(1);
    expect(endUserGuard(5, withProduct, ANONYMOUS_USER)).toBe(3);
  });

  it('skips the contact step for a signed-in user', () => {
    expect(endUserGuard(4, withAddress, owner)).toBe(5);
    expect(endUserGuard(4, withAddress, ANONYMOUS_USER)).toBeNull();
  });

  it('blocks the review without contact details for anonymous users', () => {
    expect(endUserGuard(5, withAddress, ANONYMOUS_USER)).toBe(4);
    expect(
      endUserGuard(
        5,
        { ...withAddress, firstName: 'A', lastName: 'B', email: 'a@b.ch' },
        ANONYMOUS_USER,
      ),
    ).toBeNull();
    expect(endUserGuard(5, withAddress, owner)).toBeNull();
  });
});

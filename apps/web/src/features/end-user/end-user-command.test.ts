import { endUserCommandSchema } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER } from '../../shared/auth/current-user';
import { emptyEndUserData, type EndUserData } from '../../shared/form-state/end-user-store';
import type { Place } from '../../shared/form-state/place';
import { testRadiator } from '../../test/test-product';
import { testOwner } from '../../test/test-users';
import { personOf, toEndUserCommand } from './end-user-command';

const manualPlace: Place = {
  displayName: 'Rue Sainte-Catherine 5',
  formattedAddress: 'Rue Sainte-Catherine 5, 33000 Bordeaux, FR',
  location: null,
  isManualEntry: true,
  addressComponents: [
    { types: ['route'], longText: 'Rue Sainte-Catherine', shortText: 'Rue Sainte-Catherine' },
    { types: ['street_number'], longText: '5', shortText: '5' },
    { types: ['postal_code'], longText: '33000', shortText: '33000' },
    { types: ['locality'], longText: 'Bordeaux', shortText: 'Bordeaux' },
    { types: ['country'], longText: 'France', shortText: 'FR' },
  ],
};

const data: EndUserData = {
  ...emptyEndUserData(),
  serialNumber: '100000010',
  firstName: 'Ana',
  lastName: 'Roy',
  email: 'ana@example.com',
  productInformation: testRadiator(),
  address: manualPlace,
  additionalAddressLine1: 'Bâtiment B',
};

describe('toEndUserCommand', () => {
  it('carries the safety contact only when one was given', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const build = (safetyEmail: string) =>
      toEndUserCommand(
        { ...data, safetyEmail, productInformation: testRadiator(), address: manualPlace },
        personOf(data, ANONYMOUS_USER),
        now,
      );
    expect(build('  ').safetyContact).toBeUndefined();
    const command = build(' alerts@example.com ');
    expect(command.safetyContact).toEqual({ email: 'alerts@example.com' });
    expect(endUserCommandSchema.safeParse(command).success).toBe(true);
  });

  it('builds a command the server accepts', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const command = toEndUserCommand(
      { ...data, productInformation: testRadiator(), address: manualPlace },
      personOf(data, ANONYMOUS_USER),
      now,
    );
    expect(command).toEqual({
      serialNumber: '100000010',
      productModel: 'Aura Radiateur',
      installationDate: '2026-03-01T10:00:00.000Z',
      installationAddress: {
        street: 'Rue Sainte-Catherine',
        houseNumber: '5',
        locality: 'Bordeaux',
        postalCode: '33000',
        country: 'FR',
        additionalAddressLine1: 'Bâtiment B',
        stateOrProvince: null,
        addressSource: 'ManualEntry',
      },
      enduser: { firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' },
      consents: { privacyPolicy: true, termsOfUse: true },
    });
    expect(endUserCommandSchema.safeParse(command).success).toBe(true);
  });
});

describe('personOf', () => {
  it('takes a signed-in user from the account', () => {
    expect(personOf(data, testOwner())).toEqual({
      firstName: 'Jean',
      lastName: 'Martin',
      email: 'owner@example.com',
    });
  });
});

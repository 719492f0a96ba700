import type { Place } from '@pr/contracts';
import type { Database } from '../../db/client';
import { rememberPlaces } from './local-places-provider';
import { placeFromParts, type AddressParts } from './place-builder';

const FR = { country: 'FR', countryName: 'France' };
const CH = { country: 'CH', countryName: 'Suisse' };
const DE = { country: 'DE', countryName: 'Deutschland' };
const PL = { country: 'PL', countryName: 'Polska' };
const EE = { country: 'EE', countryName: 'Eesti' };
const PT = { country: 'PT', countryName: 'Portugal' };

/** docs/architecture.md §8: the addresses tests and first-time users rely on. */
const addresses: AddressParts[] = [
  {
    ...FR,
    street: 'Rue de Rivoli',
    houseNumber: '10',
    postalCode: '75001',
    city: 'Paris',
    location: { lat: 48.8559, lng: 2.3581 },
  },
  {
    ...FR,
    street: 'Place des Terreaux',
    houseNumber: '1',
    postalCode: '69001',
    city: 'Lyon',
    location: { lat: 45.7675, lng: 4.8336 },
  },
  {
    ...FR,
    street: 'Rue de la République',
    houseNumber: '20',
    postalCode: '69002',
    city: 'Lyon',
    location: { lat: 45.7622, lng: 4.8358 },
  },
  {
    ...CH,
    street: 'Bahnhofstrasse',
    houseNumber: '1',
    postalCode: '8001',
    city: 'Zürich',
    location: { lat: 47.3667, lng: 8.5393 },
  },
  {
    ...CH,
    street: 'Bahnhofstrasse',
    houseNumber: '10',
    postalCode: '8001',
    city: 'Zürich',
    location: { lat: 47.3686, lng: 8.5392 },
  },
  {
    ...CH,
    street: 'Bahnhofstrasse',
    houseNumber: '3',
    postalCode: '6003',
    city: 'Luzern',
    location: { lat: 47.0502, lng: 8.3093 },
  },
  {
    ...CH,
    street: 'Bahnhofstrasse',
    houseNumber: '5',
    postalCode: '5000',
    city: 'Aarau',
    location: { lat: 47.3912, lng: 8.0459 },
  },
  {
    ...CH,
    street: 'Bahnhofstrasse',
    houseNumber: '8',
    postalCode: '7000',
    city: 'Chur',
    location: { lat: 46.8521, lng: 9.5297 },
  },
  {
    ...DE,
    street: 'Bahnhofstraße',
    houseNumber: '2',
    postalCode: '70372',
    city: 'Stuttgart',
    location: { lat: 48.8049, lng: 9.2176 },
  },
  {
    ...DE,
    street: 'Unter den Linden',
    houseNumber: '77',
    postalCode: '10117',
    city: 'Berlin',
    location: { lat: 52.5163, lng: 13.3799 },
  },
  {
    ...DE,
    street: 'Marienplatz',
    houseNumber: '8',
    postalCode: '80331',
    city: 'München',
    location: { lat: 48.1372, lng: 11.5755 },
  },
  {
    ...PL,
    street: 'Marszałkowska',
    houseNumber: '10',
    postalCode: '00-590',
    city: 'Warszawa',
    location: { lat: 52.2209, lng: 21.0195 },
  },
  {
    ...EE,
    street: 'Pärnu mnt',
    houseNumber: '10',
    postalCode: '10148',
    city: 'Tallinn',
    location: { lat: 59.4334, lng: 24.7451 },
  },
  {
    ...PT,
    street: 'Rua Augusta',
    houseNumber: '10',
    postalCode: '1100-053',
    city: 'Lisboa',
    location: { lat: 38.7094, lng: -9.1365 },
  },
];

/** A landmark without street or postal code: the search's "incomplete results" case. */
const establishmentOnly: Place = {
  displayName: 'Tour Eiffel',
  formattedAddress: 'Tour Eiffel, Champ de Mars, France',
  addressComponents: [
    {
      types: ['point_of_interest', 'establishment'],
      longText: 'Tour Eiffel',
      shortText: 'Tour Eiffel',
    },
    { types: ['country', 'political'], longText: 'France', shortText: 'FR' },
  ],
  location: { lat: 48.8584, lng: 2.2945 },
};

/** The places of the local address search's demo data. */
export const DEMO_PLACES: readonly Place[] = [...addresses.map(placeFromParts), establishmentOnly];

/** Idempotent: places are unique by their formatted address. */
export async function seedDemoPlaces(db: Database): Promise<void> {
  await rememberPlaces(db, [...DEMO_PLACES], 'demo');
}

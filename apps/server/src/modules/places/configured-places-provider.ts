import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { withCache } from './cached-places-provider';
import { createGooglePlacesProvider } from './google-places-provider';
import { createLocalPlacesProvider } from './local-places-provider';
import { createNominatimPlacesProvider } from './nominatim-places-provider';
import type { PlacesProvider } from './places-provider';

/** The address search PLACES_PROVIDER names. */
export function configuredPlacesProvider(places: Config['places'], db: Database): PlacesProvider {
  switch (places.provider) {
    case 'google':
      return withCache(createGooglePlacesProvider(places.googleMapsApiKey));
    case 'nominatim':
      return withCache(createNominatimPlacesProvider(places.nominatimUrl));
    case 'local':
      // Local look-ups are cheap and must see addresses registered a moment ago: no cache.
      return createLocalPlacesProvider(db);
  }
}

import {
  ADDRESS_SOURCE,
  addressComponentText,
  type AddressSource,
  isCompletePlace,
  PLACES_MIN_QUERY_LENGTH,
  splitLocale,
} from '@pr/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces } from '../api/search-places';
import type { Place } from '../form-state/place';
import formStyles from '../forms/form-controls.module.css';
import { useLocale } from '../routing/use-locale';
import { useDebouncedValue } from '../ui/use-debounced-value';
import styles from './address-entry.module.css';
import { findCountry } from './countries';
import { checkManualAddress, type ManualAddressCheck } from './manual-address-check';
import { ManualAddressForm } from './manual-address-form';
import type { ManualAddress } from './manual-address-schema';
import { manualPlace } from './manual-place';
import { searchFeedback } from './search-feedback';

// Leaflet is big: it loads only once a place with a location is shown.
const AddressMap = lazy(() => import('./address-map').then((m) => ({ default: m.AddressMap })));

/** Search debounce of docs/spec.md §9. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The address part of a flow's form data (docs/spec.md §3). */
export interface AddressValue {
  address: Place | null;
  additionalAddressLine1: string;
  stateOrProvince: string;
  addressSource: AddressSource | null;
}

interface AddressEntryProps {
  value: AddressValue;
  onChange: (patch: AddressValue) => void;
  /** The step's error for a missing or invalid address, already translated. */
  error: string | undefined;
  /** The search field's label: the person's own address, or their customer's. */
  searchLabel: string;
}

const CLEARED: AddressValue = {
  address: null,
  additionalAddressLine1: '',
  stateOrProvince: '',
  addressSource: null,
};

/** The manual form starts from a manual address already chosen, else empty in the locale's country. */
function manualStart(value: AddressValue, country: string): ManualAddress {
  const place = value.address;
  if (place?.isManualEntry !== true) {
    return {
      streetName: '',
      streetNumber: '',
      additionalAddressLine1: '',
      postalCode: '',
      city: '',
      stateOrProvince: '',
      country,
    };
  }
  return {
    streetName: addressComponentText(place, 'route'),
    streetNumber: addressComponentText(place, 'street_number'),
    additionalAddressLine1: value.additionalAddressLine1,
    postalCode: addressComponentText(place, 'postal_code'),
    city: addressComponentText(place, 'locality'),
    stateOrProvince: value.stateOrProvince,
    country: addressComponentText(place, 'country', 'shortText'),
  };
}

/**
 * The installation address entry of both flows (docs/spec.md §2 "Address entry"): a debounced
 * search with a results list and a map, or a manual form checked against the search.
 */
export function AddressEntry({ value, onChange, error, searchLabel }: AddressEntryProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { language, country } = splitLocale(locale);
  const [mode, setMode] = useState<'search' | 'manual'>('search');
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [checkResult, setCheckResult] = useState<ManualAddressCheck | 'failed' | null>(null);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= PLACES_MIN_QUERY_LENGTH;

  const search = useQuery({
    queryKey: ['places', debounced, language],
    queryFn: ({ signal }) => searchPlaces({ q: debounced }, language, signal),
    enabled: searching,
    retry: false,
    staleTime: Infinity,
  });

  const check = useMutation({
    mutationFn: async (address: ManualAddress) => {
      const { postalCode, city } = address;
      const places = await searchPlaces({ postalCode, city, country: address.country }, language);
      return checkManualAddress({ postalCode, city }, places);
    },
    onSuccess: (result, address) => {
      setCheckResult(result);
      if (result !== 'ok') return;
      const countryName = findCountry(address.country)?.nativeName ?? address.country;
      onChange({
        address: manualPlace(address, countryName),
        additionalAddressLine1: address.additionalAddressLine1,
        stateOrProvince: address.stateOrProvince,
        addressSource: ADDRESS_SOURCE.manual,
      });
      setMode('search');
    },
    onError: () => setCheckResult('failed'),
  });

  const choose = (place: Place) => {
    onChange({ ...value, address: place, addressSource: ADDRESS_SOURCE.maps });
    setListOpen(false);
  };

  const openManual = () => {
    setCheckResult(null);
    setMode('manual');
  };

  const places = searching && search.data !== undefined ? search.data : [];
  const feedback = searching && search.isSuccess ? searchFeedback(places) : null;
  const chosen = value.address;
  const resultsShown = listOpen && places.length > 0;

  if (mode === 'manual') {
    return (
      <ManualAddressForm
        initial={manualStart(value, country)}
        checking={check.isPending}
        checkError={
          checkResult === null || checkResult === 'ok'
            ? undefined
            : t(checkResult === 'failed' ? 'address.validationFailed' : `address.${checkResult}`)
        }
        onSubmit={(address) => check.mutate(address)}
        onCancel={() => {
          if (chosen?.isManualEntry === true) onChange(CLEARED);
          setMode('search');
        }}
        onUseMaps={() => {
          onChange(CLEARED);
          setQuery('');
          setMode('search');
        }}
      />
    );
  }

  return (
    <div className={styles.entry}>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="address-search">
          {searchLabel}
        </label>
        <div className={styles.searchBox}>
          <input
            id="address-search"
            type="search"
            className={formStyles.input}
            value={query}
            autoComplete="off"
            aria-invalid={error !== undefined}
            aria-describedby={['address-search-hint', error === undefined ? '' : 'address-error']
              .join(' ')
              .trim()}
            aria-controls={resultsShown ? 'address-results' : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setListOpen(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setListOpen(false);
            }}
          />
          {resultsShown && (
            <ul id="address-results" className={styles.results} aria-label={t('address.results')}>
              {places.map((place, index) => {
                const complete = isCompletePlace(place);
                return (
                  <li key={`${place.formattedAddress}-${index}`}>
                    <button
                      type="button"
                      className={styles.result}
                      disabled={!complete}
                      onClick={() => choose(place)}
                    >
                      <span className={styles.resultName}>{place.displayName}</span>
                      <span className={styles.resultAddress}>
                        {complete ? place.formattedAddress : t('address.incompletePlace')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <p id="address-search-hint" className={formStyles.hint}>
          {search.isFetching ? t('address.searching') : t('address.searchHint')}
        </p>
      </div>

      <div aria-live="polite">
        {search.isError && searching && (
          <p className={styles.alert}>{t('address.validationFailed')}</p>
        )}
        {feedback !== null && <p className={styles.notice}>{t(`address.${feedback}`)}</p>}
      </div>

      {error !== undefined && (
        <p id="address-error" className={formStyles.error} role="alert">
          {error}
        </p>
      )}

      {chosen !== null && (
        <section className={styles.chosen} aria-labelledby="address-chosen-title">
          <h2 id="address-chosen-title" className={styles.chosenTitle}>
            {t('address.chosen')}
          </h2>
          <p>{chosen.formattedAddress}</p>
          {value.additionalAddressLine1 !== '' && <p>{value.additionalAddressLine1}</p>}
          {chosen.location !== null && (
            <Suspense fallback={<div className={styles.mapPlaceholder} />}>
              <AddressMap
                lat={chosen.location.lat}
                lng={chosen.location.lng}
                label={t('address.mapLabel', { address: chosen.formattedAddress })}
              />
            </Suspense>
          )}
        </section>
      )}

      <button type="button" className={styles.linkButton} onClick={openManual}>
        {t('address.enterManually')}
      </button>
    </div>
  );
}

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { Database } from '../../db/client';
import { rememberPlaces } from './local-places-provider';
import { placeFromParts, type AddressParts } from './place-builder';

/** The address files the operator can load (docs/operations.md "Loading address data"). */
export type AddressFileFormat = 'ban' | 'openaddresses';

export interface PlacesImportOptions {
  /** The country of an OpenAddresses file (its rows do not say it); BAN files are French. */
  country?: string;
  /** The language the country's name is written in. */
  language: string;
}

export interface PlacesImportResult {
  format: AddressFileFormat;
  /** Rows stored (an address already known is kept once). */
  imported: number;
  skipped: number;
  /** The first skipped rows, with their line and why. */
  examples: { line: number; reason: string }[];
}

/** Thrown for a file that cannot be imported at all (unknown format, no country). */
export class PlacesImportError extends Error {}

/** Addresses per INSERT batch: memory stays flat on a file of millions of rows. */
const BATCH = 2000;
const MAX_EXAMPLES = 10;

type Row = Record<string, string | undefined>;

/** The format a header line names; BAN is `;`-separated, OpenAddresses `,`-separated. */
export function formatOfHeader(header: string): AddressFileFormat | null {
  const columns = header.replace(/^\uFEFF/, '').trim();
  const names = (separator: string) => new Set(columns.split(separator).map((c) => c.trim()));
  const ban = names(';');
  if (['numero', 'nom_voie', 'code_postal', 'nom_commune'].every((c) => ban.has(c))) return 'ban';
  const openAddresses = names(',');
  if (['NUMBER', 'STREET', 'POSTCODE', 'CITY'].every((c) => openAddresses.has(c))) {
    return 'openaddresses';
  }
  return null;
}

const text = (value: string | undefined) => value?.trim() ?? '';

function location(lat: string | undefined, lon: string | undefined) {
  const latitude = Number.parseFloat(text(lat));
  const longitude = Number.parseFloat(text(lon));
  return Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { lat: latitude, lng: longitude }
    : null;
}

/** One row as address parts, or why it cannot be an address people type. */
function partsOf(
  format: AddressFileFormat,
  row: Row,
  country: { code: string; name: string },
): AddressParts | string {
  const parts: Omit<AddressParts, 'country'> =
    format === 'ban'
      ? {
          street: text(row.nom_voie),
          // "12" and "bis" are written "12 bis" on a letter.
          houseNumber: [text(row.numero), text(row.rep)].filter(Boolean).join(' '),
          postalCode: text(row.code_postal),
          city: text(row.nom_commune),
          location: location(row.lat, row.lon),
        }
      : {
          street: text(row.STREET),
          houseNumber: text(row.NUMBER),
          subpremise: text(row.UNIT) || null,
          postalCode: text(row.POSTCODE),
          city: text(row.CITY) || text(row.DISTRICT),
          state: text(row.REGION) || null,
          location: location(row.LAT, row.LON),
        };
  if (!parts.street) return 'no street';
  if (!parts.houseNumber) return 'no house number';
  if (!parts.postalCode) return 'no postal code';
  if (!parts.city) return 'no city';
  return { ...parts, country: country.code, countryName: country.name };
}

async function headerOf(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
  } finally {
    await handle.close();
  }
}

/**
 * Loads addresses from a Base Adresse Nationale or OpenAddresses CSV file into the embedded
 * address search, streaming, in batches; rows that are no full address are skipped and
 * counted. Loading a file again adds nothing twice.
 */
export async function importPlaces(
  db: Database,
  file: string,
  options: PlacesImportOptions,
): Promise<PlacesImportResult> {
  const format = formatOfHeader(await headerOf(file));
  if (format === null) {
    throw new PlacesImportError(
      `${file}: not a Base Adresse Nationale (numero;nom_voie;code_postal;nom_commune…) or OpenAddresses (NUMBER,STREET,CITY,POSTCODE…) CSV file.`,
    );
  }
  const code = (format === 'ban' ? 'FR' : (options.country ?? '')).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    throw new PlacesImportError(
      `${file}: an OpenAddresses file does not name its country; give it with --country (e.g. --country CH).`,
    );
  }
  const country = {
    code,
    name: new Intl.DisplayNames([options.language], { type: 'region' }).of(code) ?? code,
  };
  const result: PlacesImportResult = { format, imported: 0, skipped: 0, examples: [] };
  const rows = createReadStream(file).pipe(
    parse({
      delimiter: format === 'ban' ? ';' : ',',
      columns: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  let batch: AddressParts[] = [];
  const flush = async () => {
    await rememberPlaces(db, batch.map(placeFromParts), format);
    result.imported += batch.length;
    batch = [];
  };
  for await (const { record, info } of rows as AsyncIterable<{
    record: Row;
    info: { lines: number };
  }>) {
    const parts = partsOf(format, record, country);
    if (typeof parts === 'string') {
      result.skipped++;
      if (result.examples.length < MAX_EXAMPLES) {
        result.examples.push({ line: info.lines, reason: parts });
      }
      continue;
    }
    batch.push(parts);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}

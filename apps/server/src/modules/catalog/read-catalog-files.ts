import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  catalogDeviceSchema,
  catalogIncentiveSchema,
  catalogProductSchema,
  emptyCatalog,
  type Catalog,
} from './catalog-schema';
import { jsonElementLines } from './json-element-lines';

export interface CatalogRowError {
  file: string;
  line: number;
  message: string;
}

type Section = keyof Catalog;

const schemas = {
  products: catalogProductSchema,
  devices: catalogDeviceSchema,
  incentives: catalogIncentiveSchema,
} satisfies Record<Section, z.ZodType>;

const LOCALIZED_COLUMNS: Record<Section, readonly string[]> = {
  products: ['name', 'color'],
  devices: [],
  incentives: ['description'],
};

/** The field that identifies a row of each section; a file set may name it only once. */
function rowKey(section: Section, row: Record<string, unknown>): string {
  const field = section === 'products' ? 'model' : section === 'devices' ? 'serialNumber' : 'key';
  return String(row[field]);
}

export interface RowLocation {
  file: string;
  line: number;
}

export interface CatalogFiles {
  catalog: Catalog;
  /** Where each row of the catalog came from, index for index. */
  locations: Record<Section, RowLocation[]>;
  errors: CatalogRowError[];
}

function emptyResult(): CatalogFiles & { seen: Record<Section, Map<string, RowLocation>> } {
  return {
    catalog: emptyCatalog(),
    locations: { products: [], devices: [], incentives: [] },
    errors: [],
    seen: { products: new Map(), devices: new Map(), incentives: new Map() },
  };
}

type Accumulator = ReturnType<typeof emptyResult>;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
    .join('; ');
}

/** A CSV's kind follows from its header: serialNumber → devices, recipientType → incentives. */
function csvSection(header: readonly string[]): Section | undefined {
  if (header.includes('serialNumber')) return 'devices';
  if (header.includes('recipientType')) return 'incentives';
  if (header.includes('model') && header.includes('deviceType')) return 'products';
  return undefined;
}

/** `name_fr` columns become `{ name: { fr } }`; empty cells are absent values. */
function csvRecordToObject(
  section: Section,
  record: Record<string, string>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(record)) {
    const value = raw.trim();
    if (value === '') continue;
    const match = /^([a-zA-Z]+)_([a-z]{2})$/.exec(column);
    const [, field, language] = match ?? [];
    if (field && language && LOCALIZED_COLUMNS[section].includes(field)) {
      const texts = (result[field] ?? {}) as Record<string, string>;
      texts[language] = value;
      result[field] = texts;
    } else {
      result[column] = value;
    }
  }
  return result;
}

function addRow(
  acc: Accumulator,
  section: Section,
  value: unknown,
  file: string,
  line: number,
): void {
  const parsed = schemas[section].safeParse(value);
  if (!parsed.success) {
    acc.errors.push({ file, line, message: describeIssues(parsed.error) });
    return;
  }
  const key = rowKey(section, parsed.data);
  const first = acc.seen[section].get(key);
  if (first) {
    acc.errors.push({
      file,
      line,
      message: `duplicate ${key}, first given in ${first.file}:${first.line}`,
    });
    return;
  }
  acc.seen[section].set(key, { file, line });
  (acc.catalog[section] as unknown[]).push(parsed.data);
  acc.locations[section].push({ file, line });
}

function readCsv(text: string, file: string, acc: Accumulator): void {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    acc.errors.push({ file, line, message: `not a valid CSV file: ${(error as Error).message}` });
    return;
  }
  const header = Object.keys(records[0]?.record ?? {});
  const section = csvSection(header);
  if (!section) {
    acc.errors.push({
      file,
      line: 1,
      message:
        'unknown CSV kind: the header needs serialNumber (devices), recipientType (incentives) or model and deviceType (products)',
    });
    return;
  }
  for (const { record, info } of records) {
    addRow(acc, section, csvRecordToObject(section, record), file, info.lines);
  }
}

function readJson(text: string, file: string, acc: Accumulator): void {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    acc.errors.push({ file, line: 1, message: `not valid JSON: ${(error as Error).message}` });
    return;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    acc.errors.push({
      file,
      line: 1,
      message: 'expected an object with products, devices and/or incentives arrays',
    });
    return;
  }
  const lines = jsonElementLines(text);
  for (const section of Object.keys(schemas) as Section[]) {
    const rows = (document as Record<string, unknown>)[section];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      acc.errors.push({ file, line: 1, message: `${section} must be an array` });
      continue;
    }
    rows.forEach((row, index) => {
      addRow(acc, section, row, file, lines[section]?.[index] ?? 1);
    });
  }
}

/** A catalog file's name (its extension says its format) and its text. */
export interface CatalogText {
  name: string;
  text: string;
}

/** Validates every file's text; the catalog is only meant to be used when errors is empty. */
export function readCatalogTexts(files: readonly CatalogText[]): CatalogFiles {
  const acc = emptyResult();
  for (const { name, text } of files) {
    const extension = path.extname(name).toLowerCase();
    if (extension === '.csv') readCsv(text, name, acc);
    else if (extension === '.json') readJson(text, name, acc);
    else
      acc.errors.push({ file: name, line: 0, message: 'unsupported file type: use .csv or .json' });
  }
  const { catalog, locations, errors } = acc;
  return { catalog, locations, errors };
}

/** Reads and validates every file of the disk (`npm run catalog:import`). */
export async function readCatalogFiles(files: readonly string[]): Promise<CatalogFiles> {
  const texts: CatalogText[] = [];
  const unreadable: CatalogRowError[] = [];
  for (const file of files) {
    try {
      texts.push({ name: file, text: await readFile(file, 'utf8') });
    } catch (error) {
      unreadable.push({ file, line: 0, message: `cannot read: ${(error as Error).message}` });
    }
  }
  const read = readCatalogTexts(texts);
  return { ...read, errors: [...unreadable, ...read.errors] };
}

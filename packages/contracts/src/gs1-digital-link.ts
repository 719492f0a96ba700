import { gtinProblem, normalizeGtin } from './gtin';

// Without zod, like gtin.ts: the scanner reads every video frame's codes with these.

/** What identifies one device in GS1 terms: the GTIN (14 digits) and its key qualifiers. */
export interface Gs1ProductKey {
  gtin: string;
  /** AI 22, consumer product variant. */
  cpv: string | null;
  /** AI 10, batch or lot. */
  lot: string | null;
  /** AI 21, serial number. */
  serial: string | null;
}

export type Gs1Reading = { ok: true; key: Gs1ProductKey } | { ok: false; problem: string };

/**
 * The application identifiers we understand. Fixed-length ones have `length`, the others
 * `max` and end at a group separator. A code with any other AI is refused rather than
 * misread: in the FNC1 form an unknown AI's length is unknown, so nothing after it can be read.
 */
const AIS: Readonly<Record<string, { length?: number; max?: number; numeric?: boolean }>> = {
  '00': { length: 18, numeric: true },
  '01': { length: 14, numeric: true },
  '02': { length: 14, numeric: true },
  '10': { max: 20 },
  '11': { length: 6, numeric: true },
  '12': { length: 6, numeric: true },
  '13': { length: 6, numeric: true },
  '15': { length: 6, numeric: true },
  '16': { length: 6, numeric: true },
  '17': { length: 6, numeric: true },
  '20': { length: 2, numeric: true },
  '21': { max: 20 },
  '22': { max: 20 },
  '240': { max: 30 },
  '241': { max: 30 },
  '250': { max: 30 },
};

/** The key qualifiers of a GTIN, in the one order a Digital Link path may give them. */
const GTIN_QUALIFIERS: readonly string[] = ['22', '10', '21'];

/** GS1 AI encodable character set 82, the characters of AI 10, 21, 22 and the like. */
const CSET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** ASCII 29, the group separator that FNC1 becomes when a scanner sends a GS1 code's data. */
export const GROUP_SEPARATOR = '\u001d';
const LEADING_SEPARATOR = new RegExp(`^${GROUP_SEPARATOR}`);

/**
 * Why `value` cannot be the data of AI `ai`, or null. An element string always has 14
 * digits in AI 01; a Digital Link path may also spell the GTIN in 8, 12 or 13 (`shortGtin`).
 */
function valueProblem(ai: string, value: string, shortGtin = false): string | null {
  const rule = AIS[ai];
  if (rule === undefined) return `unknown AI (${ai})`;
  if (ai === '01' && (shortGtin || value.length === 14)) {
    const problem = gtinProblem(value);
    return problem === null ? null : `AI (01): ${problem}`;
  }
  if (value === '') return `AI (${ai}) has no value`;
  if (rule.length !== undefined && value.length !== rule.length) {
    return `AI (${ai}) has ${rule.length} characters, not ${value.length}`;
  }
  if (rule.max !== undefined && value.length > rule.max) {
    return `AI (${ai}) has at most ${rule.max} characters, not ${value.length}`;
  }
  if (rule.numeric === true ? !/^\d+$/.test(value) : !CSET_82.test(value)) {
    return `AI (${ai}) holds a character GS1 does not allow there`;
  }
  return null;
}

/** The product key of AI/value pairs already checked one by one. */
function keyOf(pairs: readonly (readonly [string, string])[]): Gs1Reading {
  const values = new Map<string, string>();
  for (const [ai, value] of pairs) {
    if (values.has(ai)) return { ok: false, problem: `AI (${ai}) is given twice` };
    values.set(ai, value);
  }
  const gtin = normalizeGtin(values.get('01') ?? '');
  if (gtin === null) return { ok: false, problem: 'no GTIN (AI 01)' };
  return {
    ok: true,
    key: {
      gtin,
      cpv: values.get('22') ?? null,
      lot: values.get('10') ?? null,
      serial: values.get('21') ?? null,
    },
  };
}

/**
 * A GS1 Digital Link path from its GTIN on: `/01/{gtin}`, then optionally `/22/{cpv}`,
 * `/10/{lot}`, `/21/{serial}` in that order, each value percent-encoded. The GTIN may be
 * given in 8, 12, 13 or 14 digits.
 */
export function readDigitalLinkPath(path: string): Gs1Reading {
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  if (segments[0] !== '01') return { ok: false, problem: 'the path does not start with /01/' };
  if (segments.length % 2 !== 0) {
    return { ok: false, problem: `AI (${segments.at(-1) ?? ''}) has no value` };
  }
  const pairs: [string, string][] = [];
  let qualifierIndex = -1;
  for (let index = 0; index < segments.length; index += 2) {
    const ai = segments[index] ?? '';
    let value: string;
    try {
      value = decodeURIComponent(segments[index + 1] ?? '');
    } catch {
      return { ok: false, problem: `AI (${ai}) has a malformed percent-encoding` };
    }
    if (index > 0) {
      const position = GTIN_QUALIFIERS.indexOf(ai);
      if (position === -1) {
        return {
          ok: false,
          problem:
            AIS[ai] === undefined
              ? `unknown AI (${ai})`
              : `AI (${ai}) is not a key qualifier of a GTIN (those are 22, 10 and 21)`,
        };
      }
      if (position <= qualifierIndex) {
        return {
          ok: false,
          problem: `AI (${ai}) comes too late: a GTIN's qualifiers are given in the order 22, 10, 21`,
        };
      }
      qualifierIndex = position;
    }
    const problem = valueProblem(ai, value, true);
    if (problem !== null) return { ok: false, problem };
    pairs.push([ai, value]);
  }
  return keyOf(pairs);
}

/**
 * The product key of a GS1 Digital Link URI on any domain (`https://id.example.com/01/…`,
 * possibly under a path prefix); null for a text that is no such URI.
 */
export function readDigitalLinkUri(text: string): Gs1Reading | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const start = url.pathname.split('/').indexOf('01');
  if (start === -1) return null;
  return readDigitalLinkPath(`/${url.pathname.split('/').slice(start).join('/')}`);
}

/** Symbology identifiers a scanner may put before a GS1 code's data: GS1-128, DataMatrix, QR. */
const SYMBOLOGY_IDENTIFIER = /^\](C1|d2|Q3|e0|J1)/;

/** `(01)09506000134352(21)ABC123`: the human-readable element string. */
function readBracketed(text: string): Gs1Reading | null {
  if (!text.startsWith('(')) return null;
  const pairs: [string, string][] = [];
  const pattern = /\((\d{2,4})\)([^()]*)/y;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const [, ai = '', value = ''] = match;
    const problem = valueProblem(ai, value);
    if (problem !== null) return { ok: false, problem };
    pairs.push([ai, value]);
    if (pattern.lastIndex === text.length) return keyOf(pairs);
  }
  return { ok: false, problem: 'not a GS1 element string' };
}

/** `0109506000134352<GS>21ABC123`: the data as a GS1 DataMatrix or GS1-128 scanner sends it. */
function readRaw(text: string): Gs1Reading {
  const pairs: [string, string][] = [];
  let rest = text;
  while (rest !== '') {
    const ai = [2, 3].map((length) => rest.slice(0, length)).find((code) => AIS[code]);
    if (ai === undefined) return { ok: false, problem: `unknown AI at “${rest.slice(0, 4)}”` };
    const rule = AIS[ai] ?? {};
    const end =
      rule.length === undefined
        ? rest.indexOf(GROUP_SEPARATOR) === -1
          ? rest.length
          : rest.indexOf(GROUP_SEPARATOR)
        : ai.length + rule.length;
    const value = rest.slice(ai.length, end);
    const problem = valueProblem(ai, value);
    if (problem !== null) return { ok: false, problem };
    pairs.push([ai, value]);
    // A separator after a fixed-length field is needless but harmless: scanners send it.
    rest = rest.slice(end).replace(LEADING_SEPARATOR, '');
  }
  return keyOf(pairs);
}

/**
 * The product key of a GS1 element string, bracketed or in the FNC1 form; null for a text
 * that is none. Digits alone without a symbology identifier or a separator are not read as
 * one: our serial numbers are digits too, and a bare serial keeps meaning itself.
 */
export function readElementString(text: string): Gs1Reading | null {
  const trimmed = text.trim();
  const bracketed = readBracketed(trimmed);
  if (bracketed !== null) return bracketed;
  const marked = SYMBOLOGY_IDENTIFIER.test(trimmed) || trimmed.includes(GROUP_SEPARATOR);
  const data = trimmed.replace(SYMBOLOGY_IDENTIFIER, '').replace(LEADING_SEPARATOR, '');
  if (!/^01\d{14}/.test(data)) return null;
  if (!marked && /^\d+$/.test(data)) return null;
  return readRaw(data);
}

/** A scanned code's GS1 product key, whether it is a Digital Link URI or an element string. */
export function readGs1Code(text: string): Gs1Reading | null {
  return readDigitalLinkUri(text) ?? readElementString(text);
}

/** The Digital Link path of a key: `/01/{gtin}` and its qualifiers, percent-encoded. */
export function digitalLinkPath(key: Gs1ProductKey): string {
  const qualifiers: [string, string | null][] = [
    ['22', key.cpv],
    ['10', key.lot],
    ['21', key.serial],
  ];
  return qualifiers.reduce(
    (path, [ai, value]) => (value === null ? path : `${path}/${ai}/${encodeURIComponent(value)}`),
    `/01/${key.gtin}`,
  );
}

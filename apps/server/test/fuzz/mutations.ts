import fc from 'fast-check';

type Json = unknown;

/** Below this depth a spoiled body is deep enough: its inside is not spoiled further. */
const MAX_DEPTH = 12;

/** The paths of the values inside `value` (arrays by index, objects by key). */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (prefix.length >= MAX_DEPTH) return here;
  if (Array.isArray(value)) {
    return here.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  }
  if (value !== null && typeof value === 'object') {
    return here.concat(
      ...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])),
    );
  }
  return here;
}

/** `value` with the value at `path` replaced by what `change` makes of it. */
function replaceAt(value: Json, path: (string | number)[], change: (old: Json) => Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value)) {
    const items: Json[] = value;
    return items.map((item, index) => (index === head ? replaceAt(item, rest, change) : item));
  }
  if (value !== null && typeof value === 'object') {
    const fields = new Map<string | number, Json>(Object.entries(value));
    return { ...value, [head]: replaceAt(fields.get(String(head)), rest, change) };
  }
  return value;
}

const CONTROL = fc.constantFrom(
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
);

/** One way to spoil a body. */
const MUTATIONS: fc.Arbitrary<(old: Json) => Json>[] = [
  // Wrong types.
  fc
    .oneof(
      fc.constant(null),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant([]),
      fc.constant({}),
      fc.string(),
    )
    .map((wrong) => () => wrong),
  // Huge strings.
  fc.integer({ min: 10_000, max: 200_000 }).map((length) => () => 'x'.repeat(length)),
  // Control characters inside a string.
  fc.tuple(CONTROL, fc.nat()).map(([control, at]) => (old: Json) => {
    const text = typeof old === 'string' ? old : (JSON.stringify(old) ?? '');
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${control}${text.slice(index)}`;
  }),
  // Deep nesting.
  fc.integer({ min: 50, max: 1000 }).map((depth) => (old: Json) => {
    let value: Json = old;
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
  }),
  // Any unicode, lone surrogates and all.
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => () => text),
  // A field gone, or a stranger one.
  fc.constant(() => undefined),
  fc
    .jsonValue({ maxDepth: 3 })
    .map(
      (extra) => (old: Json) =>
        old !== null && typeof old === 'object' && !Array.isArray(old)
          ? { ...old, __proto__x: extra, constructor: extra }
          : old,
    ),
];

/** A body from `valid`, left as it is or spoiled in one to three places. */
export function mutated(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return valid.chain((body) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant(body) },
      {
        weight: 3,
        arbitrary: fc
          .array(fc.tuple(fc.nat(), fc.oneof(...MUTATIONS)), { minLength: 1, maxLength: 3 })
          .map((changes) =>
            changes.reduce<Json>((current, [pick, change]) => {
              const paths = pathsOf(current);
              return replaceAt(current, paths[pick % paths.length] ?? [], change);
            }, body),
          ),
      },
    ),
  );
}

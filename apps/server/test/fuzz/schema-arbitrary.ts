import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for our contracts. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

/** Hints by property name, so that a fair share of bodies get past the first checks. */
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  confirmationEmail: fc.emailAddress(),
  serialNumber: fc.oneof(
    fc.constantFrom('908765401', '908765402', '100000150', '123456789'),
    fc.stringMatching(/^\d{3,12}$/),
  ),
  country: fc.constantFrom('FR', 'DE', 'fr', 'XX'),
  countryCode: fc.constantFrom('FR', 'DE', 'XX'),
  language: fc.constantFrom('fr', 'de', 'en', 'zz'),
  installationDate: fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((date) => `${date.toISOString().slice(0, 10)}T00:00:00.000Z`),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  ),
};

/** Strings as people and scripts type them: short, accented, emoji, any unicode. */
function text(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

function arbitraryOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const hint = HINTS[name];
  if (hint) return hint;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, name)));
  switch (schema.type) {
    case 'string':
      return text(schema);
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum, max: schema.maximum });
    case 'integer':
      return fc.integer({ min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, key)]),
        ),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped as a zod schema's input says: mostly close to valid, so that the fuzz
 * reaches the code behind validation, not only the validator.
 */
export function arbitraryFromSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

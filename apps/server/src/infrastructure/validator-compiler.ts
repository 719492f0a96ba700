import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutControlCharacters, type ControlCharacterRule } from '@pr/contracts';

/** Parameters and queries are one line; a body's multi-line texts may hold tab and line breaks. */
function ruleOf(httpPart: string | undefined): ControlCharacterRule | null {
  if (httpPart === 'body') return { lineBreaks: true };
  if (httpPart === 'params' || httpPart === 'querystring') return { lineBreaks: false };
  return null;
}

/**
 * The app's validator: each route part's zod schema behind the one rule for control
 * characters (packages/contracts), so no route has to remember it and none answers 500 for a
 * NUL that reached the database.
 */
export function validatorWithTextRule<RouteSchema>(
  route: FastifyRouteSchemaDef<RouteSchema>,
): FastifyValidationResult {
  // Fastify types a compiler with the route's whole schema; it is called per part, with
  // that part's zod schema.
  const part = { ...route, schema: route.schema as unknown as z.ZodType };
  const rule = ruleOf(route.httpPart);
  return validatorCompiler(
    rule === null ? part : { ...part, schema: withoutControlCharacters(part.schema, rule) },
  );
}

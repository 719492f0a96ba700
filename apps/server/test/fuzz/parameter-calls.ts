/** The parts of the OpenAPI document the parameter fuzz reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

export interface ParameterCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Where the 400 must say the control character is: `params/…` or `querystring/…`. */
  field: string;
}

/** A value each path parameter can take, so only the one under test is wrong. */
const SOUND: Record<string, string> = {
  serialNumber: '908765401',
  country: 'FR',
  language: 'fr',
  id: '00000000-0000-4000-8000-000000000000',
  registrationId: '00000000-0000-4000-8000-000000000000',
  certificateId: `${'0'.repeat(32)}${'A'.repeat(22)}`,
  headersKey: '0'.repeat(64),
  idempotencyKey: 'unknown-batch-key',
  token: 'unknown-token',
  uid: 'unknown-interaction',
};

/** Every control character the rule names, percent-encoded as a client sends it. */
const CONTROLS = ['%00', '%01', '%08', '%09', '%0A', '%0D', '%1B', '%1F', '%7F'];

const METHODS = new Set(['get', 'post', 'put', 'delete']);

/**
 * One call per route and parameter (path or query) of the document, with a control character
 * in that parameter and sound values in the others; the catch-all `*` of the GS1 paths is
 * the resolver's own (its tests send it bad segments).
 */
export function parameterCalls(doc: OpenApiDocument): ParameterCall[] {
  const calls: ParameterCall[] = [];
  let next = 0;
  const control = () => `a${CONTROLS[next++ % CONTROLS.length] ?? '%00'}b`;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const verb = method.toUpperCase() as ParameterCall['method'];
      const parameters = (operation.parameters ?? []).filter((p) => p.name !== '*');
      const filled = (wrong: string | null) =>
        path.replace(/\{([^}]+)\}/g, (_all, name: string) =>
          name === wrong ? control() : (SOUND[name] ?? name),
        );
      for (const parameter of parameters) {
        if (parameter.in === 'path') {
          calls.push({
            method: verb,
            url: filled(parameter.name),
            field: `params/${parameter.name}`,
          });
        } else if (parameter.in === 'query') {
          calls.push({
            method: verb,
            url: `${filled(null)}?${parameter.name}=${control()}`,
            field: `querystring/${parameter.name}`,
          });
        }
      }
    }
  }
  return calls;
}

import { describe, expect, it } from 'vitest';
import { stubFetch, takeContractViolations } from './stub-fetch';

describe('stubFetch', () => {
  it('records a request body that breaks its contract, and passes one that keeps it', async () => {
    stubFetch(() => Response.json({}));
    await fetch('/api/908765401?locale=fr-FR', { method: 'PUT', body: '{"serialNumber":"9"}' });
    await fetch('/api/telemetry', {
      method: 'POST',
      body: JSON.stringify({ kind: 'error', message: 'Boom' }),
    });
    const violations = takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^PUT \/api\/908765401\?locale=fr-FR: /);
  });
});

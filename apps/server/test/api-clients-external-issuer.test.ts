import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/modules/api-clients/api-clients';
import { clientBearer } from './api-client-requests';
import { batchCommand } from './commands';
import { useTestApp } from './test-app';
import { approvedCompany } from './tokens';

/**
 * With an external identity provider, API clients are still ours: created here, their tokens
 * from our token endpoint. The provider is never asked (its address answers nothing here).
 */
describe('API clients with an external identity provider', () => {
  const t = useTestApp('pglite', {
    OIDC_ISSUER: 'http://127.0.0.1:9/tenant/v2.0',
    OIDC_CLIENT_ID: 'spa',
    OIDC_AUDIENCE: 'api://product-registration',
  });

  it('gets a token at /api/oauth/token and registers a batch for its company', async () => {
    const companyId = await approvedCompany(t.app, 'Dubois Chauffage SARL', 'erp@dubois.example');
    const staff = { subject: 'external-staff', email: 'staff@example.com' };
    const created = await createApiClient(t.app.database.db, staff, {
      name: 'ERP',
      companyId,
      scopes: ['registrations:write'],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch',
      headers: { authorization: await clientBearer(t.app, created) },
      payload: batchCommand(['100000130']),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ registered: 1 });
  });
});

import type { ErasePerson } from '@pr/contracts/person-requests';
import { accountErasureSchema, personalDataExportSchema } from '@pr/contracts/personal-data';
import { apiRequest } from '../../../shared/api/api-client';

const PEOPLE = '/console/people';

/**
 * Everything held about an e-mail address, as the person would download it. Each call is an
 * export in the audit log, so it is sent when staff search and never refetched behind them.
 */
export function lookUpPerson(email: string) {
  return apiRequest({
    path: `${PEOPLE}?${new URLSearchParams({ email }).toString()}`,
    parse: (body) => personalDataExportSchema.parse(body),
  });
}

/** Erases a person at their request; the answer counts what was erased. */
export function erasePerson(request: ErasePerson) {
  return apiRequest({
    method: 'POST',
    path: `${PEOPLE}/erase`,
    body: request,
    parse: (body) => accountErasureSchema.parse(body).erased,
  });
}

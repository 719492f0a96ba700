import {
  companyBalancesSchema,
  pointsStatementSchema,
  type AdjustPoints,
  type PointsBalance,
} from '@pr/contracts/points';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

const POINTS = '/console/points';

/** Every approved company's balance, and any other company's with entries. */
export const companyBalancesQuery = queryOptions({
  queryKey: ['points', POINTS, 'companies'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: POINTS,
      parse: (body) => companyBalancesSchema.parse(body).companies,
      signal,
    }),
});

/** Adds or takes away a company's points, with a reason for the audit log. */
export function adjustPoints(adjustment: AdjustPoints): Promise<void> {
  return apiRequest({
    method: 'POST',
    path: `${POINTS}/adjust`,
    body: adjustment,
    parse: () => undefined,
  });
}

/** A company's balance as it is now (after an adjustment). */
export function companyBalance(companyId: string): Promise<PointsBalance> {
  return apiRequest({
    path: `${POINTS}?${new URLSearchParams({ companyId, limit: '1' }).toString()}`,
    parse: (body) => pointsStatementSchema.parse(body).balance,
  });
}

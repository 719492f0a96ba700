import {
  reviewCountSchema,
  reviewDecisionSchema,
  reviewPageSchema,
  type ReviewDecision,
} from '@pr/contracts/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** A page of the review queue; `search` is the URL's query string (rule, after). */
export function reviewPageQuery(search: string) {
  return queryOptions({
    queryKey: ['console', 'reviews', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/reviews${search ? `?${search}` : ''}`,
        parse: (body) => reviewPageSchema.parse(body),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Staff's decision on a flagged registration: accept (points released) or cancel it. */
export function decideReview(
  registrationId: string,
  decision: 'accept' | 'cancel',
  reason?: string,
): Promise<ReviewDecision> {
  return apiRequest({
    method: 'POST',
    path: `/console/reviews/${encodeURIComponent(registrationId)}/${decision}`,
    body: reason === undefined ? {} : { reason },
    parse: (body) => reviewDecisionSchema.parse(body),
  });
}

/** How many registrations wait for review: the console's menu shows it beside the queue. */
export const reviewCountQuery = queryOptions({
  queryKey: ['console', 'review-count'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: '/console/reviews/count',
      parse: (body) => reviewCountSchema.parse(body),
      signal,
    }),
  // Other staff decide too: the figure follows them while the console is open.
  refetchInterval: 60_000,
});

import {
  recallCampaignListSchema,
  recallCampaignSchema,
  recallReachSchema,
  type RecallSelection,
  type StartRecall,
} from '@pr/contracts/recalls';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

const RECALLS = '/console/recalls';

/** The newest recall campaigns with their delivery. */
export const recallCampaignsQuery = queryOptions({
  queryKey: ['console', 'recalls'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: RECALLS,
      parse: (body) => recallCampaignListSchema.parse(body).items,
      signal,
    }),
});

/** How many registrations and people a selection reaches, per language. */
export function recallReach(selection: RecallSelection) {
  return apiRequest({
    method: 'POST',
    path: `${RECALLS}/reach`,
    body: { selection },
    parse: (body) => recallReachSchema.parse(body),
  });
}

/** Starts a recall: its mails are queued at once. */
export function startRecall(recall: StartRecall) {
  return apiRequest({
    method: 'POST',
    path: RECALLS,
    body: recall,
    parse: (body) => recallCampaignSchema.parse(body),
  });
}

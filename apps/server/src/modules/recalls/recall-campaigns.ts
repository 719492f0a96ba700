import { count, desc, eq, inArray } from 'drizzle-orm';
import type { RecallCampaign } from '@pr/contracts/recalls';
import type { Database } from '../../db/client';
import { mailOutbox, recallCampaigns } from '../../db/schema';

/** Campaigns the console lists, newest first. */
const LISTED = 100;

type CampaignRow = typeof recallCampaigns.$inferSelect;

/**
 * Campaigns with their mails' delivery: accepted by the mail server (delivered), given up
 * after every retry (bounced), still queued (pending).
 */
async function withDelivery(
  db: Pick<Database, 'select'>,
  campaigns: readonly CampaignRow[],
): Promise<RecallCampaign[]> {
  if (campaigns.length === 0) return [];
  const statuses = await db
    .select({ campaign: mailOutbox.recallCampaignId, status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.recallCampaignId,
        campaigns.map((campaign) => campaign.id),
      ),
    )
    .groupBy(mailOutbox.recallCampaignId, mailOutbox.status);
  const countOf = (id: string, status: string) =>
    statuses.find((row) => row.campaign === id && row.status === status)?.count ?? 0;
  return campaigns.map((campaign) => ({
    id: campaign.id,
    title: campaign.title,
    selection: campaign.selection,
    noticeLanguages: Object.keys(campaign.notices).sort(),
    startedAt: campaign.startedAt.toISOString(),
    startedBy: campaign.startedBy,
    recipients: campaign.recipients,
    delivery: {
      pending: countOf(campaign.id, 'pending'),
      delivered: countOf(campaign.id, 'sent'),
      bounced: countOf(campaign.id, 'failed'),
    },
  }));
}

/** The newest campaigns, with their delivery. */
export async function listRecallCampaigns(db: Pick<Database, 'select'>): Promise<RecallCampaign[]> {
  const campaigns = await db
    .select()
    .from(recallCampaigns)
    .orderBy(desc(recallCampaigns.startedAt))
    .limit(LISTED);
  return withDelivery(db, campaigns);
}

/** One campaign with its delivery; undefined when there is none of that id. */
export async function findRecallCampaign(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<RecallCampaign | undefined> {
  const campaigns = await db.select().from(recallCampaigns).where(eq(recallCampaigns.id, id));
  const [campaign] = await withDelivery(db, campaigns);
  return campaign;
}

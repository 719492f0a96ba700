import { inArray } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import type { StartRecall } from '@pr/contracts/recalls';
import type { Database } from '../../db/client';
import { products, recallCampaigns, type LocalizedText } from '../../db/schema';
import { serverTexts } from '../../i18n/server-texts';
import { fill } from '../../pages/fill-placeholders';
import { HttpError } from '../../infrastructure/error-handler';
import { fallbackLanguages, localize, type TextFallback } from '../catalog/localize';
import { recordStaffAction } from '../console/audit-log';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';
import { recallRecipients, type RecallRecipient } from './recall-audience';

/**
 * The notice's language for a reader of `language`: theirs, else the catalog's fallback
 * order (CATALOG_TEXT_FALLBACK), as a product's name would be.
 */
const noticeLanguageOf = (
  language: string,
  notices: StartRecall['notices'],
  fallback: TextFallback,
): string | undefined => fallbackLanguages(language, fallback).find((code) => code in notices);

function recallMail(
  recipient: RecallRecipient,
  notices: StartRecall['notices'],
  noticeLanguage: string,
  productName: LocalizedText,
  fallback: TextFallback,
): Omit<OutgoingMail, 'recallCampaignId'> {
  const notice = notices[noticeLanguage];
  if (notice === undefined) throw new Error(`no notice in ${noticeLanguage}`);
  const texts = serverTexts(noticeLanguage).recall;
  const device = fill(texts.deviceLine, {
    product: localize(productName, noticeLanguage, fallback),
    serial: recipient.serialNumber,
  });
  return {
    to: recipient.to,
    language: noticeLanguage,
    registrationId: recipient.registrationId,
    subject: notice.subject,
    text: [notice.body, device, texts.whyYouGetThis, 'Calora'].join('\n\n'),
  };
}

/**
 * Starts a recall: the campaign, one mail per address and device it reaches in the notice of
 * the registration's language, and its audit entry, in one transaction. Refused (422, nothing
 * stored) when a language it reaches has no notice, even through the fallback order.
 */
export async function startRecall(
  db: Database,
  recall: StartRecall,
  staff: Pick<CurrentUser, 'subject' | 'email'>,
  fallback: TextFallback,
): Promise<{ id: string; recipients: number }> {
  return db.transaction(async (tx) => {
    const recipients = (await recallRecipients(tx, recall.selection)).map((recipient) => ({
      recipient,
      noticeLanguage: noticeLanguageOf(recipient.language, recall.notices, fallback),
    }));
    const missing = [
      ...new Set(
        recipients.flatMap(({ recipient, noticeLanguage }) =>
          noticeLanguage === undefined ? [recipient.language] : [],
        ),
      ),
    ].sort();
    if (missing.length > 0) {
      throw new HttpError(
        422,
        'notice_missing',
        `The recall reaches people who read ${missing.join(', ')}, and has no notice they can read: write one in their language or in a language of the fallback order.`,
        { languages: missing },
      );
    }
    const [campaign] = await tx
      .insert(recallCampaigns)
      .values({
        title: recall.title,
        selection: recall.selection,
        notices: recall.notices,
        recipients: recipients.length,
        startedBy: staff.email ?? staff.subject,
      })
      .returning({ id: recallCampaigns.id });
    if (!campaign) throw new Error('the recall campaign was not stored');
    const names = new Map(
      (
        await tx
          .select({ model: products.model, name: products.name })
          .from(products)
          .where(inArray(products.model, recall.selection.productModels))
      ).map((product) => [product.model, product.name]),
    );
    await enqueueMails(
      tx,
      recipients.flatMap(({ recipient, noticeLanguage }) =>
        noticeLanguage === undefined
          ? []
          : [
              {
                ...recallMail(
                  recipient,
                  recall.notices,
                  noticeLanguage,
                  names.get(recipient.productModel) ?? { en: recipient.productModel },
                  fallback,
                ),
                recallCampaignId: campaign.id,
              },
            ],
      ),
    );
    await recordStaffAction(tx, staff, {
      action: 'recall_start',
      targetType: 'recall_campaign',
      targetId: campaign.id,
      reason: recall.title,
      details: {
        recipients: recipients.length,
        products: recall.selection.productModels,
        noticeLanguages: Object.keys(recall.notices).sort(),
      },
    });
    return { id: campaign.id, recipients: recipients.length };
  });
}

import { positiveInt } from './config-limits';

/**
 * The anomaly rules' thresholds: beyond them a new registration is flagged for staff to review
 * and its points stay held; described, like every variable, by the text docs/configuration.md
 * shows, where they stand among the general variables.
 */
export const reviewRuleVariables = {
  REVIEW_COMPANY_DAY_MIN: positiveInt
    .default(30)
    .describe(
      "a company's registrations in one day (UTC) beyond which its new ones are flagged for review, whatever its usual volume ([`docs/features.md`](features.md#anomalies-to-review))",
    ),
  REVIEW_COMPANY_DAY_FACTOR: positiveInt
    .default(5)
    .describe(
      "a company's registrations in one day are also unusual beyond this many times its mean per day over the 30 days before; the larger of this and `REVIEW_COMPANY_DAY_MIN` counts",
    ),
  REVIEW_DEADLINE_DAYS: positiveInt
    .default(2)
    .describe(
      'the last days of an incentive\'s registration window that count as "just before its deadline" for review',
    ),
  REVIEW_DEADLINE_PER_DAY: positiveInt
    .default(10)
    .describe(
      "registrations of one company in one day just before an incentive's deadline beyond which the new ones are flagged for review",
    ),
  REVIEW_SERIAL_CANCELLATIONS: positiveInt
    .default(2)
    .describe(
      'cancellations of one serial within `REVIEW_SERIAL_DAYS` from which a new registration of it is flagged for review',
    ),
  REVIEW_SERIAL_DAYS: positiveInt
    .default(90)
    .describe('days the cancellations of `REVIEW_SERIAL_CANCELLATIONS` are counted over'),
  REVIEW_ANONYMOUS_PER_NETWORK_PER_HOUR: positiveInt
    .default(10)
    .describe(
      'anonymous registrations from one network (/24 IPv4, /48 IPv6) within an hour beyond which the new ones are flagged for review',
    ),
};

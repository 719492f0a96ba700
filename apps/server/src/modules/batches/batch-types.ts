import type { Installer } from '../auth/authentication';
import type { TextFallback } from '../catalog/localize';
import type { ReviewThresholds } from '../reviews/anomaly-rules';

/** What a bulk registration takes and answers, shared by the steps that register a batch. */
export interface BatchInput {
  /** The rows as sent: registerBatch validates each, so that every bad row is reported. */
  rows: readonly unknown[];
  countryCode: string;
  /** The e-mail the command names; used only when neither company nor account has one. */
  confirmationEmail: string;
  installer: Installer;
  idempotencyKey: string | null;
  /** A fingerprint of the command as sent, kept with the key (commandFingerprint). */
  commandHash: string;
  locale: string;
  /** The language of mails to registrants whose own language has no texts. */
  textFallback: TextFallback;
  /** The anomaly rules' thresholds: a flagged registration's points stay held. */
  reviewRules: ReviewThresholds;
}

export interface BatchResult {
  batchId: string;
  registered: number;
  /** Rows the company had registered already: skipped, not errors. */
  alreadyRegistered: number;
  /** True when the Idempotency-Key was seen before: the first batch's answer. */
  repeated: boolean;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CERTIFICATE_ID_PATTERN } from '@pr/contracts';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';

/** Turns registration ids into the signed ids of their certificates, and back. */
export interface CertificateIds {
  of(registrationId: string): string;
  /** The registration a certificate id names, or null when it is not one we signed. */
  registrationOf(certificateId: string): string | null;
}

/** 22 base64url characters: 132 bits of the HMAC, beyond guessing. */
const SIGNATURE_LENGTH = 22;

/** Certificate ids signed with a key every replica shares (created on first use). */
export async function loadCertificateIds(db: Database): Promise<CertificateIds> {
  const key = await loadOrCreateSecret(db, 'certificate-signing-key', async () =>
    randomBytes(32).toString('base64url'),
  );
  const sign = (hex: string) =>
    createHmac('sha256', key).update(hex).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    of(registrationId) {
      const hex = registrationId.replaceAll('-', '').toLowerCase();
      return `${hex}${sign(hex)}`;
    },
    registrationOf(certificateId) {
      if (!CERTIFICATE_ID_PATTERN.test(certificateId)) return null;
      const hex = certificateId.slice(0, 32);
      const signature = certificateId.slice(32);
      const expected = Buffer.from(sign(hex));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return [0, 8, 12, 16, 20].map((start, i, all) => hex.slice(start, all[i + 1])).join('-');
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  approveCompanySchema,
  cancelRegistrationSchema,
  reassignRegistrationSchema,
  rejectCompanySchema,
  staffReasonSchema,
  STAFF_REASON_MAX_LENGTH,
} from './console';
import { MESSAGE } from './validation-messages';

const messageOf = (text: string) => staffReasonSchema.safeParse(text).error?.issues[0]?.message;

describe('a staff reason', () => {
  it('is trimmed, and at least 3 characters long', () => {
    expect(staffReasonSchema.parse('  Squatting  ')).toBe('Squatting');
    expect(messageOf(' ab ')).toBe(MESSAGE.minLength);
    expect(messageOf('')).toBe(MESSAGE.minLength);
  });

  it('is at most STAFF_REASON_MAX_LENGTH characters, on one line', () => {
    expect(staffReasonSchema.safeParse('x'.repeat(STAFF_REASON_MAX_LENGTH)).success).toBe(true);
    expect(messageOf('x'.repeat(STAFF_REASON_MAX_LENGTH + 1))).toBe(MESSAGE.maxLength);
    expect(messageOf('Squatting\nla facture')).toBe(MESSAGE.controlCharacters);
  });

  it('is the rule of every staff decision; an approval may go without', () => {
    for (const schema of [cancelRegistrationSchema, rejectCompanySchema]) {
      expect(schema.safeParse({ reason: 'ab' }).success).toBe(false);
    }
    expect(
      reassignRegistrationSchema.safeParse({ email: 'new@example.com', reason: 'ab' }).success,
    ).toBe(false);
    expect(approveCompanySchema.parse({})).toEqual({});
    expect(
      approveCompanySchema.safeParse({ reason: 'x'.repeat(STAFF_REASON_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });
});

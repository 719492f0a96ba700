import { describe, expect, it } from 'vitest';
import { endUserThankYouKeys } from './end-user-thank-you-text';

describe('endUserThankYouKeys', () => {
  it('asks to look in the mailbox only for a pending registration, or without an answer', () => {
    expect(endUserThankYouKeys('pending', true)).toEqual(['thankYou.endUserText']);
    expect(endUserThankYouKeys(null, true)).toEqual(['thankYou.endUserText']);
  });

  it('says a held registration is registered, with its rewards unlocked when it has some', () => {
    expect(endUserThankYouKeys('not_required', true)).toEqual([
      'thankYou.endUserRegistered',
      'thankYou.endUserRewardsUnlocked',
    ]);
    expect(endUserThankYouKeys('confirmed', false)).toEqual(['thankYou.endUserRegistered']);
  });
});

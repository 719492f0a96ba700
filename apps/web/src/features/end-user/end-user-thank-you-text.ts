import type { RegistrationResult } from '@pr/contracts';

type ThankYouKey =
  'thankYou.endUserText' | 'thankYou.endUserRegistered' | 'thankYou.endUserRewardsUnlocked';

/**
 * What the end-user thank-you page says, from the server's answer to the submission: only a
 * registration pending its mailed link asks the user to look in their mailbox; one that holds
 * at once (an account with a verified e-mail) says it is registered, and its rewards unlocked
 * when it has some. Without an answer (a page opened on its own) it says what it always said.
 */
export function endUserThankYouKeys(
  status: RegistrationResult['status'] | null,
  hasRewards: boolean,
): ThankYouKey[] {
  if (status === null || status === 'pending') return ['thankYou.endUserText'];
  return hasRewards
    ? ['thankYou.endUserRegistered', 'thankYou.endUserRewardsUnlocked']
    : ['thankYou.endUserRegistered'];
}

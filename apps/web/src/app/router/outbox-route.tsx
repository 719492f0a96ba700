import { showServerErrors } from '../../features/bulk/check/check-store';
import { OutboxPage } from '../../features/outbox/outbox-page';

/**
 * The outbox page with what it needs of bulk step 3: two features meet here, in the shell,
 * rather than in each other (docs/architecture.md §2).
 */
export function OutboxRoutePage() {
  return <OutboxPage showServerErrors={showServerErrors} />;
}

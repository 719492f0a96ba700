import { onMissingTranslation } from '../../i18n/i18n';
import { reportProblem } from './report-problem';

/** Reports every translation key missing from the active catalog; returns the stop function. */
export function reportMissingTranslations(): () => void {
  return onMissingTranslation((detail) => reportProblem({ kind: 'missing-translation', detail }));
}

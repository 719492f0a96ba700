import { useTranslation } from 'react-i18next';
import formStyles from './form-controls.module.css';

interface StepActionsProps {
  onBack: () => void;
  /** The submit button's text; 'Continuer' when omitted. */
  submitLabel?: string;
  submitDisabled?: boolean;
}

/** 'Retour' and the step's submit button, laid out the same way on every registration step. */
export function StepActions({ onBack, submitLabel, submitDisabled = false }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.actions}>
      <button type="button" className="button button-secondary" onClick={onBack}>
        {t('actions.back')}
      </button>
      <button type="submit" className="button button-primary" disabled={submitDisabled}>
        {submitLabel ?? t('actions.continue')}
      </button>
    </div>
  );
}

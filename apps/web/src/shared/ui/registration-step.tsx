import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config';
import { useFunnelStep } from '../telemetry/use-funnel-step';
import type { TranslationKey } from '../../i18n/translation-key';
import type { StepNumber } from '../routing/paths';
import { Icon, type IconName } from './icon';
import { HydrationBoundary } from '../scheduling/hydration-boundary';
import { PageTitle } from './page-title';
import styles from './registration-step.module.css';

/** The single flows' five steps (docs/spec.md §9). */
export const PROGRESS_STEPS = 5;

/** What a step shows above its form: icon, header and description. */
export interface StepHeading {
  icon: IconName;
  title: TranslationKey;
  description: TranslationKey;
}

interface RegistrationStepProps {
  step: StepNumber;
  icon: IconName;
  title: string;
  description: string;
  /** Shows the 'help and support' link when a help address is configured. */
  showHelp?: boolean;
  /**
   * A wider card, for steps that show a table (the bulk flow); `table`, wider than the page
   * on large screens, for a table with more columns than the page holds.
   */
  wide?: boolean | 'table';
  /**
   * The flow's steps: five for the single flows; the bulk flow has four, so its bar does not
   * promise a fifth and then jump to the finish page (docs/architecture.md §9).
   */
  total?: number;
  children?: ReactNode;
}

/** The frame of every registration step (docs/spec.md §2): progress, icon, number, header, description. */
export function RegistrationStep({
  step,
  icon,
  title,
  description,
  showHelp = true,
  wide = false,
  total = PROGRESS_STEPS,
  children,
}: RegistrationStepProps) {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  useFunnelStep(step);
  const progress = t('step.progress', { step, total });
  return (
    <div className={`container ${styles.page}`} data-wide={wide}>
      <PageTitle title={title} />
      <article className={styles.card} data-wide={wide}>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('step.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={progress}
        >
          {Array.from({ length: total }, (_, index) => (
            <span
              key={index}
              className={styles.segment}
              data-state={index + 1 < step ? 'done' : index + 1 === step ? 'current' : 'todo'}
            />
          ))}
        </div>
        <header className={styles.header}>
          <div className={styles.icon}>
            <Icon name={icon} size={28} />
          </div>
          <div>
            <p className={styles.stepNumber}>{progress}</p>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.description}>{description}</p>
          </div>
          {showHelp && links.help !== null && (
            <a className={styles.help} href={links.help} target="_blank" rel="noreferrer">
              <Icon name="help" size={18} />
              {t('help.stepLink')}
              <span className="visually-hidden">{t('footer.newTab')}</span>
            </a>
          )}
        </header>
        {children !== undefined && (
          // The form is most of a prerendered step 1's hydration: a part of its own.
          <HydrationBoundary>
            <div className={styles.body}>{children}</div>
          </HydrationBoundary>
        )}
      </article>
    </div>
  );
}

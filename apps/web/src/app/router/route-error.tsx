import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportProblem } from '../../shared/telemetry/report-problem';
import styles from './route-error.module.css';

/**
 * Shown when a page fails to load or render, typically a code chunk that disappeared
 * with a new deployment: reloading fetches the current one.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    reportProblem({ kind: 'route-error', detail: `${String(error)}` });
  }, [error]);
  return (
    <div className={`container ${styles.box}`} role="alert">
      <h1>{t('app.routeError.title')}</h1>
      <p>{t('app.routeError.text')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('app.routeError.reload')}
      </button>
    </div>
  );
}

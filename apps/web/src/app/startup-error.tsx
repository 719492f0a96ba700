import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Shown when the runtime config cannot be read: nothing can work without it. */
export function StartupError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen>
      <div role="alert">
        <h1>{t('app.configError.title')}</h1>
        <p>{t('app.configError.text')}</p>
      </div>
      <button type="button" className="button button-primary" onClick={onRetry} disabled={retrying}>
        {t('app.configError.retry')}
      </button>
    </StatusScreen>
  );
}

import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen busy>
      <p role="status">{t('app.loading')}</p>
    </StatusScreen>
  );
}

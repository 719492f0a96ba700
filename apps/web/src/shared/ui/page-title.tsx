import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand/brand';

/** Sets the document title; React hoists `<title>` into the head. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('app.pageTitle', { page: title, brand: BRAND.name })}</title>;
}

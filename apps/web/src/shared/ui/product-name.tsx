import { useTranslation } from 'react-i18next';
import { textIn } from '@pr/contracts';
import styles from './product-name.module.css';

/**
 * A product as a person reads it in a list: its name in the page's language first, the
 * catalog code under it (what staff and installers quote); the code alone for a model the
 * catalog no longer names.
 */
export function ProductName({
  name,
  model,
}: {
  name: Record<string, string> | null;
  model: string;
}) {
  const { i18n } = useTranslation();
  const text = name === null ? '' : textIn(name, i18n.language);
  if (text === '' || text === model) return <>{model}</>;
  return (
    <>
      {text}
      <span className={styles.code}>{model}</span>
    </>
  );
}

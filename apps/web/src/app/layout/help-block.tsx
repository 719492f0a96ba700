import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { Icon } from '../../shared/ui/icon';
import styles from './help-block.module.css';

/** 'Vous cherchez de l'aide?' with the 'Aide & Support' button; shown when a help link is configured. */
export function HelpBlock() {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  if (links.help === null) return null;
  return (
    <aside className={styles.block} aria-labelledby="help-block-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.icon}>
          <Icon name="help" size={28} />
        </div>
        <div className={styles.text}>
          <h2 id="help-block-title" className={styles.title}>
            {t('help.question')}
          </h2>
          <p>{t('help.text')}</p>
        </div>
        <a className="button button-secondary" href={links.help} target="_blank" rel="noreferrer">
          {t('help.button')}
          <span className="visually-hidden">{t('footer.newTab')}</span>
        </a>
      </div>
    </aside>
  );
}

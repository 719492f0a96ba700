import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon } from '../../shared/ui/icon';
import { BRAND } from '../../shared/brand/brand';
import { BrandMark } from '../../shared/brand/brand-mark';
import styles from './footer.module.css';

/** The copyright year printed in the footer (docs/spec.md §9). */
export const COPYRIGHT_YEAR = 2024;

export function Footer() {
  const { t } = useTranslation();
  const paths = usePaths();
  const { links, imprint } = useRuntimeConfig();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <BrandMark size={32} />
          <div>
            <p className={styles.name}>{BRAND.name}</p>
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.installerLanding()}>{t('footer.installer')}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy()}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.termsOfUse()}>{t('footer.termsOfUse')}</Link>
            </li>
            <li>
              <Link to={paths.imprint()}>{t('footer.imprint')}</Link>
            </li>
            <li>
              <a href={links.integrityLine} target="_blank" rel="noreferrer">
                {t('footer.integrityLine')}
                <Icon name="external" size={16} className={styles.external} />
                <span className="visually-hidden">{t('footer.newTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, company: imprint.companyName })}
        </p>
      </div>
    </footer>
  );
}

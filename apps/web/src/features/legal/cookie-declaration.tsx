import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import styles from './legal-page.module.css';

/**
 * The cookie declaration of the privacy page. A consent provider's declaration script
 * renders the list where it is inserted; without one configured a short note explains
 * which cookies the site sets.
 */
export function CookieDeclaration() {
  const { t } = useTranslation();
  const { cookieConsentScriptUrl } = useRuntimeConfig();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (cookieConsentScriptUrl === null || container === null) return;
    const script = document.createElement('script');
    script.id = 'CookieDeclaration';
    script.src = cookieConsentScriptUrl;
    script.async = true;
    container.replaceChildren(script);
    return () => container.replaceChildren();
  }, [cookieConsentScriptUrl]);

  return (
    <section className={styles.card} aria-labelledby="cookie-declaration-title">
      <h2 id="cookie-declaration-title" className={styles.sectionTitle}>
        {t('legal.cookies.title')}
      </h2>
      {cookieConsentScriptUrl === null ? (
        <p className={styles.note}>{t('legal.cookies.notConfigured')}</p>
      ) : (
        <div ref={containerRef} />
      )}
    </section>
  );
}

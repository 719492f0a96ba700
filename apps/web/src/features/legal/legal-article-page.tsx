import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { useLocale } from '../../shared/routing/use-locale';
import { PageTitle } from '../../shared/ui/page-title';
import { ARTICLE_STYLES } from './article-styles';
import { articleQueryOptions, type ArticlePage } from './get-article';
import { IsolatedHtml } from './isolated-html';
import styles from './legal-page.module.css';
import { telephoneHref } from './telephone-href';

interface LegalArticlePageProps {
  page: ArticlePage;
  title: TranslationKey;
  children?: ReactNode;
}

/** A static legal page whose text is a per-locale HTML article (docs/spec.md §2 "Static pages"). */
export function LegalArticlePage({ page, title, children }: LegalArticlePageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { supportPhone } = useRuntimeConfig();
  const article = useQuery(articleQueryOptions(page, locale));

  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t(title)} />
      <h1 className={styles.title}>{t(title)}</h1>
      <div className={styles.card} aria-busy={article.isPending}>
        {article.isPending ? (
          <div className={styles.skeleton} />
        ) : article.data ? (
          <IsolatedHtml html={article.data} styles={ARTICLE_STYLES} />
        ) : (
          <p className={styles.pending}>
            <Trans
              i18nKey="legal.pending"
              values={{ phone: supportPhone }}
              components={{ phone: <a href={telephoneHref(supportPhone)} /> }}
            />
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

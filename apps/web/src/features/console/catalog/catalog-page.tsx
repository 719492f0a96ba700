import { missingLanguages } from '@pr/contracts';
import type { CatalogOverview } from '@pr/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogQuery, importCatalog, type CatalogImportOutcome } from '../api/console-api';
import { ConsoleLayout } from '../shell/console-layout';
import { textIn } from '@pr/contracts';
import { FileDrop } from '../../../shared/forms/file-drop';
import styles from '../ui/console.module.css';
import { EmptyState } from '../ui/empty-state';

/**
 * The languages `texts` lack, named in the console's language: there the product or incentive
 * shows in a fallback language (CATALOG_TEXT_FALLBACK).
 */
function MissingLanguages({ texts }: { texts: readonly Record<string, string>[] }) {
  const { t, i18n } = useTranslation('console');
  const missing = missingLanguages(texts);
  if (missing.length === 0) return <span className={styles.muted}>{t('catalog.noneMissing')}</span>;
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const list = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' });
  return (
    <span className={styles.missingLanguages} data-missing={missing.join(' ')}>
      {list.format(missing.map((code) => names.of(code) ?? code))}
    </span>
  );
}

/** Uploads catalog files: all of them are imported, or none, with every problem listed. */
function UploadForm() {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<CatalogImportOutcome | 'failed' | 'empty' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setOutcome('empty');
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const result = await importCatalog(files);
      setOutcome(result);
      if (result.ok) await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={styles.rejectForm} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle}>{t('catalog.importTitle')}</h2>
      <p className={styles.muted} id="catalog-files-hint">
        {t('catalog.importHint')}
      </p>
      <FileDrop
        id="catalog-files"
        label={t('catalog.files')}
        instruction={t('catalog.filesDrop')}
        chooseText={t('catalog.filesChoose')}
        accept=".csv,.json,text/csv,application/json"
        multiple
        hintId="catalog-files-hint"
        onFiles={(chosen) => {
          setFiles(chosen);
          setOutcome(null);
        }}
        status={outcome === 'empty' ? { text: t('catalog.noFiles'), alert: true } : undefined}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={sending}>
          {t('catalog.import')}
        </button>
      </div>
      {sending && <p role="status">{t('catalog.importing')}</p>}
      {outcome === 'failed' && (
        <p className={styles.error} role="alert">
          {t('catalog.failed')}
        </p>
      )}
      {typeof outcome === 'object' && outcome?.ok === true && (
        <p className={styles.success} role="status">
          {t('catalog.imported', {
            // Three counts, each with its plural forms, listed in the reader's language.
            summary: new Intl.ListFormat(i18n.language, { type: 'unit' }).format([
              t('catalog.importedProducts', { count: outcome.imported.products }),
              t('catalog.importedSerials', { count: outcome.imported.devices }),
              t('catalog.importedIncentives', { count: outcome.imported.incentives }),
            ]),
          })}
        </p>
      )}
      {typeof outcome === 'object' && outcome?.ok === false && (
        <div role="alert">
          <p className={styles.error}>{t('catalog.refused', { count: outcome.problems.length })}</p>
          <ul className={styles.problems}>
            {outcome.problems.map((problem, index) => (
              <li key={`${problem.file}:${problem.line}:${index}`}>
                <code>
                  {problem.file}:{problem.line}
                </code>{' '}
                {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

function ProductsTable({ products }: { products: CatalogOverview['products'] }) {
  const { t, i18n } = useTranslation('console');
  const number = new Intl.NumberFormat(i18n.language);
  if (products.length === 0) {
    return <EmptyState title={t('catalog.noProducts')} hint={t('catalog.noProductsHint')} />;
  }
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('catalog.model')}</th>
            <th scope="col">{t('catalog.name')}</th>
            <th scope="col">{t('catalog.deviceType')}</th>
            <th scope="col">{t('catalog.gtin')}</th>
            <th scope="col" className={styles.numeric}>
              {t('catalog.devices')}
            </th>
            <th scope="col">{t('catalog.missing')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.model}>
              <th scope="row" data-label={t('catalog.model')}>
                {product.model}
              </th>
              <td data-label={t('catalog.name')}>{textIn(product.name, i18n.language)}</td>
              <td data-label={t('catalog.deviceType')}>{product.deviceType}</td>
              <td data-label={t('catalog.gtin')}>
                {product.gtin ?? <span className={styles.muted}>{t('catalog.noGtin')}</span>}
              </td>
              <td data-label={t('catalog.devices')} className={styles.numeric}>
                {number.format(product.devices)}
              </td>
              <td data-label={t('catalog.missing')}>
                <MissingLanguages
                  texts={product.color === null ? [product.name] : [product.name, product.color]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IncentivesTable({ incentives }: { incentives: CatalogOverview['incentives'] }) {
  const { t, i18n } = useTranslation('console');
  if (incentives.length === 0) {
    return <EmptyState title={t('catalog.noIncentives')} hint={t('catalog.noIncentivesHint')} />;
  }
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('catalog.key')}</th>
            <th scope="col">{t('catalog.recipient')}</th>
            <th scope="col">{t('catalog.product')}</th>
            <th scope="col">{t('catalog.country')}</th>
            <th scope="col">{t('catalog.texts')}</th>
            <th scope="col">{t('catalog.missing')}</th>
          </tr>
        </thead>
        <tbody>
          {incentives.map((incentive) => (
            <tr key={incentive.key}>
              <th scope="row" data-label={t('catalog.key')}>
                {incentive.key}
              </th>
              <td data-label={t('catalog.recipient')}>
                {incentive.recipientType === 2 ? t('installer') : t('endCustomer')}
              </td>
              <td data-label={t('catalog.product')}>
                {incentive.productModel ?? t('catalog.every')}
              </td>
              <td data-label={t('catalog.country')}>{incentive.country ?? t('catalog.every')}</td>
              <td data-label={t('catalog.texts')}>
                {/* Twenty languages make a long list: the console's own first, the rest on demand. */}
                <details>
                  <summary>{textIn(incentive.description, i18n.language)}</summary>
                  <dl className={styles.texts}>
                    {Object.entries(incentive.description).map(([language, text]) => (
                      <div key={language}>
                        <dt>{language}</dt>
                        <dd>{text}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </td>
              <td data-label={t('catalog.missing')}>
                <MissingLanguages texts={[incentive.description]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The catalog: upload its files, and check its products and incentives. */
export function CatalogPage() {
  const { t } = useTranslation('console');
  const catalog = useQuery(catalogQuery);
  const state = (body: (data: CatalogOverview) => ReactNode) =>
    catalog.isPending ? (
      <p role="status">{t('loading')}</p>
    ) : catalog.isError ? (
      <p className={styles.error} role="alert">
        {t('loadFailed')}
      </p>
    ) : (
      body(catalog.data)
    );
  return (
    <ConsoleLayout title={t('nav.catalog')}>
      <section className={styles.panel} aria-label={t('catalog.importTitle')}>
        <UploadForm />
      </section>
      <section className={styles.panel} aria-labelledby="products-title">
        <h2 id="products-title" className={styles.panelTitle}>
          {t('catalog.products')}
        </h2>
        {state((data) => (
          <ProductsTable products={data.products} />
        ))}
      </section>
      <section className={styles.panel} aria-labelledby="incentives-title">
        <h2 id="incentives-title" className={styles.panelTitle}>
          {t('catalog.incentives')}
        </h2>
        {state((data) => (
          <IncentivesTable incentives={data.incentives} />
        ))}
      </section>
    </ConsoleLayout>
  );
}

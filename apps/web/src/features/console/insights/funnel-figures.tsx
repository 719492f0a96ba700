import type { Funnel, FunnelBar, RegistrationTotals } from '@pr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../ui/console.module.css';
import { formatDay } from '../ui/format';
import funnelStyles from './funnel-panel.module.css';

/** A conversion: the share, and whether it was brought down to 100 % (more than its base). */
export interface Rate {
  value: number;
  capped: boolean;
}

/**
 * Each chain stage's share of the stage before it and of the chain's first one. A stage a
 * visit may skip is no base for the next: that one is compared with the stage before both.
 * Stages are counted per page shown, not per person, so a stage may count more than its
 * base (a step shown again, a browser that blocks the count): the share is then 100 %,
 * flagged `capped` for the page to say why.
 */
export function conversions(bars: readonly FunnelBar[]) {
  let first: number | null = null;
  let previous: number | null = null;
  const rate = (count: number, base: number | null): Rate | null =>
    base === null || base === 0 ? null : { value: Math.min(1, count / base), capped: count > base };
  return bars.map((bar) => {
    const row = {
      ...bar,
      fromPrevious: rate(bar.count, previous),
      fromFirst: rate(bar.count, first),
    };
    first ??= bar.count;
    if (!bar.skippable) previous = bar.count;
    return row;
  });
}

/** A row header: the figure's name and, under it, what it counts. */
function Named({ name, definition }: { name: string; definition: string }) {
  return (
    <th scope="row">
      {name}
      <span className={funnelStyles.definition}>{definition}</span>
    </th>
  );
}

function FiguresTable({
  id,
  caption,
  headers,
  children,
}: {
  id: string;
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} role="group" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id} className={funnelStyles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index === 0 ? undefined : styles.numeric}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The funnel's figures: its entries, the chain with each stage's conversion, and the totals. */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useTranslation('console');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const figure = (value: number | null) => (value === null ? '—' : number.format(value));
  const rate = (value: Rate | null) =>
    value === null ? '—' : `${percent.format(value.value)}${value.capped ? ' *' : ''}`;
  const rows = conversions(funnel.bars);
  const max = Math.max(1, ...rows.map((row) => row.count));
  const label = (bar: FunnelBar) =>
    bar.stage === 'step_reached'
      ? t('funnel.stepReached', { step: bar.step ?? 0 })
      : t(`funnel.stage.${bar.stage === 'confirmed' ? 'confirmed' : 'submitted'}`);
  const definition = (bar: FunnelBar) =>
    bar.stage === 'step_reached'
      ? t(`funnel.stepDefinition.${String(bar.step ?? 1) as '1' | '2' | '3' | '4' | '5'}`)
      : t(`funnel.stageDefinition.${bar.stage === 'confirmed' ? 'confirmed' : 'submitted'}`);
  const entries = [
    [t('funnel.stage.qr_opened'), t('funnel.entryDefinition.qrOpened'), funnel.qrOpened],
    [t('funnel.entry.qrViaGs1'), t('funnel.entryDefinition.qrViaGs1'), funnel.qrViaGs1],
    [t('funnel.stage.lookup_found'), t('funnel.entryDefinition.lookupsFound'), funnel.lookupsFound],
  ] as const;
  const countOf = (stage: FunnelBar['stage']) =>
    rows.find((row) => row.stage === stage)?.count ?? 0;
  const chain = { submitted: countOf('submitted'), confirmed: countOf('confirmed') };
  const totals: [key: 'chain' | 'withoutSteps' | 'all', totals: RegistrationTotals][] = [
    ['chain', chain],
    ['withoutSteps', funnel.withoutSteps],
    ['all', funnel.registrations],
  ];
  return (
    <div className={funnelStyles.figures}>
      <p className={`${styles.muted} ${funnelStyles.wide}`}>
        {t('funnel.periodRange', {
          from: formatDay(`${funnel.from}T00:00:00.000Z`, i18n.language),
          to: formatDay(`${funnel.to}T00:00:00.000Z`, i18n.language),
        })}
      </p>
      <FiguresTable
        id="funnel-entries"
        caption={t('funnel.entries')}
        headers={[t('funnel.figure'), t('funnel.count')]}
      >
        {entries.map(([name, meaning, value]) => (
          <tr key={name}>
            <Named name={name} definition={meaning} />
            <td className={styles.numeric}>{figure(value)}</td>
          </tr>
        ))}
      </FiguresTable>
      {/* The bars are for the eye; the table beside them carries the same figures for everyone. */}
      <ol className={funnelStyles.bars} aria-hidden="true">
        {rows.map((row) => (
          <li key={`${row.stage}-${row.step ?? ''}`} className={funnelStyles.barRow}>
            <span className={funnelStyles.barLabel}>{label(row)}</span>
            <span className={funnelStyles.track}>
              <span
                className={funnelStyles.bar}
                data-stage={row.stage}
                data-skippable={row.skippable}
                data-empty={row.count === 0}
                style={{ inlineSize: `${(row.count / max) * 100}%` }}
              />
            </span>
            <span className={funnelStyles.barValue}>{number.format(row.count)}</span>
          </li>
        ))}
      </ol>
      <FiguresTable
        id="funnel-table"
        caption={t('funnel.title')}
        headers={[
          t('funnel.stageHeader'),
          t('funnel.count'),
          t('funnel.fromPrevious'),
          t('funnel.fromFirst'),
        ]}
      >
        {rows.map((row) => (
          <tr key={`${row.stage}-${row.step ?? ''}`}>
            <Named name={label(row)} definition={definition(row)} />
            <td className={styles.numeric}>{number.format(row.count)}</td>
            <td className={styles.numeric}>{rate(row.fromPrevious)}</td>
            <td className={styles.numeric}>{rate(row.fromFirst)}</td>
          </tr>
        ))}
      </FiguresTable>
      <FiguresTable
        id="funnel-registrations"
        caption={t('funnel.registrations')}
        headers={[t('funnel.channel'), t('funnel.submittedHeader'), t('funnel.confirmedHeader')]}
      >
        {totals.map(([key, value]) => (
          <tr key={key}>
            <Named
              name={t(`funnel.totals.${key}`)}
              definition={t(`funnel.totalsDefinition.${key}`)}
            />
            <td className={styles.numeric}>{number.format(value.submitted)}</td>
            <td className={styles.numeric}>{number.format(value.confirmed)}</td>
          </tr>
        ))}
      </FiguresTable>
      <ul className={funnelStyles.notes}>
        {rows.some(
          (row) => row.fromPrevious?.capped === true || row.fromFirst?.capped === true,
        ) && <li>{t('funnel.capped')}</li>}
        <li>
          {t('funnel.deadlineMissed', { value: number.format(funnel.deadlineMissed) })}
          <span className={funnelStyles.definition}>{t('funnel.deadlineMissedDefinition')}</span>
        </li>
        {funnel.qrOpened === null && <li>{t('funnel.noChannel')}</li>}
      </ul>
    </div>
  );
}

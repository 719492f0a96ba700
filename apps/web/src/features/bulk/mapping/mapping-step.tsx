import { BULK_MAX_ROWS } from '@pr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '../../../shared/forms/form-controls.module.css';
import { StepActions } from '../../../shared/forms/step-actions';
import {
  allRequiredColumnsMapped,
  NOT_RELEVANT,
  REQUIRED_BULK_COLUMNS,
  useBulkStore,
  type BulkData,
  type BulkTarget,
  type DateOrder,
} from '../../../shared/form-state/bulk-store';
import { usePaths } from '../../../shared/routing/use-paths';
import { useResetBulkCheck } from '../check/use-reset-bulk-check';
import { VirtualTable } from '../virtual-table';
import { rememberedMapping, rememberMapping } from '../api/bulk-mappings';
import { DateOrderQuestion } from './date-order-question';
import { guessDateOrder } from './date-order';
import {
  columnCountOf,
  columnValues,
  mappingFromHeader,
  splitPastedText,
  toBulkRows,
} from './pasted-table';
import styles from './mapping-step.module.css';

/** The template's six columns fit the wide step card at 1440 px (1080 px inside); more scroll. */
const COLUMN_WIDTH = 176;
const HEADER_HEIGHT = 92;
/** With the sheet's own column name under the select. */
const NAMED_HEADER_HEIGHT = 116;
const ROW_HEIGHT = 40;

type Mapping = BulkData['mappedColumns'];

const sameMapping = (a: Mapping, b: Mapping) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([column, target]) => b[column] === target);

/** The options of one column: a field chosen for another column is hidden, except 'Not relevant'. */
function optionsFor(column: string, mapping: Mapping): BulkTarget[] {
  const taken = new Set(
    Object.entries(mapping)
      .filter(([other]) => other !== column)
      .map(([, target]) => target),
  );
  return [...REQUIRED_BULK_COLUMNS.filter((target) => !taken.has(target)), NOT_RELEVANT];
}

/** Bulk step 2 (docs/spec.md §2): the pasted table with a field to choose for every column. */
export function MappingStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const {
    inputData,
    mappedColumns,
    headerRow: storedHeaderRow,
    parsedData,
    dateOrder,
    update,
  } = useBulkStore();
  const resetCheck = useResetBulkCheck();
  const table = useMemo(() => splitPastedText(inputData), [inputData]);
  const headerMapping = useMemo(() => mappingFromHeader(table[0]), [table]);
  /** This step was confirmed for these rows before: its choices are the user's. */
  const confirmed = parsedData.length > 0;
  const [headerRow, setHeaderRow] = useState(() =>
    confirmed ? storedHeaderRow : headerMapping !== null,
  );
  const header = headerRow ? (table[0] ?? []) : null;
  const rows = useMemo(() => (headerRow ? table.slice(1) : table), [table, headerRow]);
  const columnCount = columnCountOf(table);
  // Chosen here, stored on 'Continuer': the rows are built from the mapping then.
  const [mapping, setMapping] = useState<Mapping>(() =>
    Object.keys(mappedColumns).length > 0 ? mappedColumns : (headerMapping ?? {}),
  );
  const [touched, setTouched] = useState(confirmed);
  // The mapping this account confirmed for the same first line, proposed once.
  const remembered = useQuery({
    queryKey: ['bulk', 'remembered-mapping', table[0] ?? []],
    queryFn: ({ signal }) => rememberedMapping(table[0] ?? [], signal),
    enabled: !confirmed && table.length > 1,
    staleTime: Infinity,
    retry: false,
  });
  const [proposed, setProposed] = useState(false);
  if (remembered.data && !proposed && !touched) {
    setProposed(true);
    setMapping(remembered.data);
    setHeaderRow(true);
  }

  const guess = useMemo(
    () => guessDateOrder(columnValues(rows, mapping, 'installationDate')),
    [rows, mapping],
  );
  // Asked only when the column reads both ways; the answer is kept with the rows.
  const [chosenOrder, setChosenOrder] = useState<DateOrder | null>(() =>
    guess.order === null && dateOrder !== '' ? dateOrder : null,
  );
  const [orderMissing, setOrderMissing] = useState(false);
  const question = useRef<HTMLFieldSetElement>(null);
  const order = guess.order ?? chosenOrder;

  const complete = allRequiredColumnsMapped(mapping);
  const tooMany = rows.length > BULK_MAX_ROWS;
  const missing = REQUIRED_BULK_COLUMNS.filter(
    (column) => !Object.values(mapping).includes(column),
  );

  const choose = (column: string, target: BulkTarget | '') => {
    setTouched(true);
    setMapping((current) => {
      const next = { ...current };
      if (target === '') delete next[column];
      else next[column] = target;
      return next;
    });
  };

  const submit = () => {
    if (!complete || tooMany) return;
    if (order === null) {
      setOrderMissing(true);
      question.current?.querySelector('input')?.focus();
      return;
    }
    // Proposed the next time these column names come (a failure only loses the proposal).
    if (header !== null) void rememberMapping(header, mapping).catch(() => undefined);
    // Rows already checked and edited in step 3 stay, unless the mapping changed.
    if (
      !confirmed ||
      !sameMapping(mapping, mappedColumns) ||
      order !== dateOrder ||
      headerRow !== storedHeaderRow
    ) {
      update({
        mappedColumns: mapping,
        headerRow,
        parsedData: toBulkRows(rows, mapping, order),
        sourceLines: rows.map((_, line) => line),
        dateOrder: order,
        batchKey: '',
      });
      resetCheck();
    }
    void navigate(paths.bulkStep(3));
  };

  const columns = Array.from({ length: columnCount }, (_, index) => String(index));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      {headerMapping !== null ? (
        <p className={styles.note}>{t('bulk.mapping.headerRowSkipped')}</p>
      ) : (
        <label className={formStyles.checkboxLabel}>
          <input
            type="checkbox"
            checked={headerRow}
            onChange={(event) => setHeaderRow(event.target.checked)}
          />
          {t('bulk.mapping.headerRow')}
        </label>
      )}
      {proposed && <p className={styles.note}>{t('bulk.mapping.remembered')}</p>}
      <VirtualTable
        label={t('bulk.mapping.tableLabel')}
        columnWidths={columns.map(() => COLUMN_WIDTH)}
        headerHeight={header === null ? HEADER_HEIGHT : NAMED_HEADER_HEIGHT}
        rowHeight={ROW_HEIGHT}
        rowCount={rows.length}
        header={columns.map((column) => {
          const number = Number(column) + 1;
          const id = `bulk-column-${column}`;
          return (
            <div key={column} role="columnheader" className={styles.header}>
              <label className={styles.columnName} htmlFor={id}>
                {t('bulk.mapping.column', { number })}
              </label>
              <select
                id={id}
                className={`${formStyles.input} ${styles.select}`}
                value={mapping[column] ?? ''}
                aria-describedby={header === null ? undefined : `${id}-name`}
                data-mapped={mapping[column] !== undefined}
                onChange={(event) => choose(column, event.target.value as BulkTarget | '')}
              >
                <option value="">{t('bulk.mapping.placeholder')}</option>
                {optionsFor(column, mapping).map((target) => (
                  <option key={target} value={target}>
                    {target === NOT_RELEVANT
                      ? t('bulk.mapping.notRelevant')
                      : t(`bulk.columns.${target}`)}
                  </option>
                ))}
              </select>
              {header !== null && (
                <span id={`${id}-name`} className={styles.sheetName}>
                  {header[Number(column)] ?? ''}
                </span>
              )}
            </div>
          );
        })}
        renderRow={(index) =>
          columns.map((column) => (
            <div key={column} role="cell" className={styles.cell}>
              {rows[index]?.[Number(column)] ?? ''}
            </div>
          ))
        }
      />
      <p className={formStyles.hint} aria-live="polite">
        {t('bulk.mapping.rowCount', { count: rows.length })}
        {missing.length > 0 &&
          ` · ${t('bulk.mapping.missingColumns', {
            columns: missing.map((column) => t(`bulk.columns.${column}`)).join(', '),
          })}`}
      </p>
      {guess.order === null ? (
        <DateOrderQuestion
          ref={question}
          example={guess.example}
          value={chosenOrder}
          missing={orderMissing}
          onChange={(chosen) => {
            setChosenOrder(chosen);
            setOrderMissing(false);
          }}
        />
      ) : (
        guess.order === 'monthFirst' && (
          <p className={styles.note}>{t('bulk.mapping.monthFirstDetected')}</p>
        )
      )}
      {tooMany && (
        <p className={formStyles.error} role="alert">
          {t('bulk.paste.tooManyRows', { count: BULK_MAX_ROWS })}
        </p>
      )}
      <StepActions
        onBack={() => void navigate(paths.bulk())}
        submitDisabled={!complete || tooMany || rows.length === 0}
      />
    </form>
  );
}

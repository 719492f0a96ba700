import type pg from 'pg';

/** The rows an export of issue 51 streams: a million registrations, the newest days'. */
const EXPORT_ROWS = 1_000_000;

export interface ExportFigure {
  format: 'csv' | 'xlsx';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  megabytes: number;
  /** The process's resident memory at its highest during the export, above where it began. */
  rssGrowthMb: number;
  target: number;
}

/** The newest days that hold at least `rows` registrations, from the daily summary. */
async function newestDaysHolding(
  db: pg.Client,
  rows: number,
): Promise<{ from: string; to: string; rows: number }> {
  const { rows: days } = await db.query<{ day: string; total: string }>(
    `select day::text, sum(sum(count)) over (order by day desc) as total
     from registration_daily_channels group by day order by day desc`,
  );
  const last = days.find((day) => Number(day.total) >= rows) ?? days.at(-1);
  if (!last || !days[0]) throw new Error('no registrations: seed first');
  return { from: last.day, to: days[0].day, rows: Number(last.total) };
}

/** Counts a CSV's lines or an XLSX sheet's `<row ` tags as they stream, split across chunks too. */
function rowCounter(format: 'csv' | 'xlsx') {
  const mark = format === 'csv' ? '\r\n' : '<row ';
  let carry = '';
  let count = 0;
  return {
    add(chunk: Uint8Array) {
      const text = carry + Buffer.from(chunk).toString('latin1');
      for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + mark.length)) {
        count += 1;
      }
      carry = text.slice(-(mark.length - 1));
    },
    // The first line, or row, is the header.
    rows: () => count - 1,
  };
}

/**
 * Exports a million registrations as CSV and as XLSX through the console's route (served by
 * this process: `base`), reading them as a browser would, and reports rows per second and how
 * far this process's resident memory rose meanwhile (the reading side keeps nothing).
 */
export async function measureExports(
  db: pg.Client,
  base: string,
  headers: Record<string, string>,
): Promise<ExportFigure[]> {
  const period = await newestDaysHolding(db, EXPORT_ROWS);
  const figures: ExportFigure[] = [];
  for (const [format, target] of [
    ['csv', 50_000],
    ['xlsx', 20_000],
  ] as const) {
    global.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 50);
    const started = performance.now();
    const query = new URLSearchParams({ format, from: period.from, to: period.to });
    const response = await fetch(`${base}/api/console/registrations/export?${query}`, {
      headers,
    });
    if (!response.ok || !response.body) throw new Error(`export ${format}: ${response.status}`);
    const counter = rowCounter(format);
    let bytes = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      counter.add(read.value);
      bytes += read.value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = counter.rows();
    if (rows !== period.rows) {
      throw new Error(`export ${format}: ${rows} rows, the period holds ${period.rows}`);
    }
    const figure: ExportFigure = {
      format,
      rows,
      seconds,
      rowsPerSecond: rows / seconds,
      megabytes: bytes / 1e6,
      rssGrowthMb: (peak - before) / 1e6,
      target,
    };
    figures.push(figure);
    console.log(
      `export ${format}: ${rows.toLocaleString('en')} rows (${period.from} to ${period.to}) in ${seconds.toFixed(1)} s, ${Math.round(figure.rowsPerSecond).toLocaleString('en')} rows/s (target ${target.toLocaleString('en')}), ${figure.megabytes.toFixed(0)} MB, RSS +${figure.rssGrowthMb.toFixed(0)} MB`,
    );
  }
  return figures;
}

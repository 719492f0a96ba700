import { existsSync, readFileSync, statSync } from 'node:fs';
import type pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER } from '@pr/contracts';
import type { FastifyInstance } from 'fastify';
import { applyRetention } from '../../apps/server/src/modules/privacy/personal-data-retention';
import { endUserCommand } from '../../apps/server/test/commands';
import { median } from './server';

/** The PostgreSQL server's log on a Debian machine, where slow statements are written. */
const SERVER_LOG = '/var/log/postgresql/postgresql-15-main.log';
/** Owners registering while the job runs: one every 50 ms. */
const REGISTRATION_INTERVAL_MS = 50;

export interface RetentionFigure {
  seconds: number;
  erased: Record<string, number>;
  /** Statements of the run (any session) that took a second or more, as the server logged them. */
  slowStatements: number;
  longestStatementMs: number;
  registrations: number;
  registrationP50: number;
  registrationP99: number;
}

/**
 * The retention job's first run over ten years of data (millions of rows due at once), while
 * owners keep registering devices through the API (`base`): how long it takes, the longest
 * statement any session ran meanwhile (PostgreSQL logs each one of a second or more), and
 * the registrations' latency. It erases the seed's old personal data, as production would.
 */
export async function measureRetention(
  app: FastifyInstance,
  db: pg.Client,
  base: string,
): Promise<RetentionFigure> {
  await db.query(
    `insert into devices (serial_number, product_model)
     select (990000000000 + i)::text, 'CAL-RAD-1000' from generate_series(0, 99999) as i
     on conflict do nothing`,
  );
  // Every session, the pool's open ones too, logs a statement of a second or more.
  await db.query('alter system set log_min_duration_statement = 1000');
  await db.query('select pg_reload_conf()');
  const logFrom = existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0;

  const latencies: number[] = [];
  let registering = true;
  const registrations = (async () => {
    for (let i = 0; registering; i += 1) {
      const serial = String(990000000000 + ((Date.now() * 7 + i) % 100000));
      const started = performance.now();
      const response = await fetch(`${base}/api/${serial}?locale=fr-FR`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie: `${CSRF_COOKIE}=bench`,
          [CSRF_HEADER]: 'bench',
        },
        body: JSON.stringify(endUserCommand(serial, `retention-${i}@example.com`)),
      });
      await response.arrayBuffer();
      if (response.status >= 500) throw new Error(`registration: ${response.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, REGISTRATION_INTERVAL_MS));
    }
  })();

  const started = performance.now();
  const run = await applyRetention(app.database.db, {
    personalDataRetentionDays: 90,
    warrantyYears: 10,
  });
  const seconds = (performance.now() - started) / 1000;
  registering = false;
  await registrations;
  await db.query('alter system reset log_min_duration_statement');
  await db.query('select pg_reload_conf()');

  const logged = existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG).subarray(logFrom) : '';
  const durations = [...logged.toString().matchAll(/duration: ([\d.]+) ms/g)].map((match) =>
    Number(match[1]),
  );
  latencies.sort((a, b) => a - b);
  const figure: RetentionFigure = {
    seconds,
    erased: { ...run },
    slowStatements: durations.length,
    longestStatementMs: Math.max(0, ...durations),
    registrations: latencies.length,
    registrationP50: median(latencies),
    registrationP99: latencies[Math.ceil(latencies.length * 0.99) - 1] ?? 0,
  };
  console.log(
    `retention: ${seconds.toFixed(0)} s, erased ${JSON.stringify(figure.erased)}; ${figure.slowStatements} statements of 1 s or more (longest ${figure.longestStatementMs.toFixed(0)} ms); ${figure.registrations} registrations meanwhile, p50 ${figure.registrationP50.toFixed(1)} ms, p99 ${figure.registrationP99.toFixed(1)} ms`,
  );
  return figure;
}

import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { freePort } from './free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, databaseKinds } from './test-app';

const root = path.resolve(import.meta.dirname, '../../..');

/** The parts of an OTLP/HTTP JSON export the tests read. */
const exportSchema = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({
        attributes: z.array(
          z.object({ key: z.string(), value: z.record(z.string(), z.unknown()) }),
        ),
      }),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              name: z.string(),
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.string().optional(),
              attributes: z.array(
                z.object({ key: z.string(), value: z.record(z.string(), z.unknown()) }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});
type Exported = z.infer<typeof exportSchema>;
type ExportedSpan = Exported['resourceSpans'][number]['scopeSpans'][number]['spans'][number];

const attribute = (span: ExportedSpan, key: string) =>
  Object.values(span.attributes.find((a) => a.key === key)?.value ?? {})[0];

describe.each(databaseKinds)('traces on %s', { timeout: 120_000 }, (kind) => {
  // An OpenTelemetry collector's OTLP/HTTP receiver, as far as the server can tell.
  const exports: Exported[] = [];
  let collector: Server;
  let collectorUrl = '';
  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') exports.push(exportSchema.parse(JSON.parse(body)));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const address = collector.address();
    collectorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => collector.close(resolve)));

  it('exports a span per request in the caller trace, with the statements it sent', async () => {
    const database = await createTestDatabase(kind);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...database.env,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
        OTEL_SERVICE_NAME: 'registration-under-test',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const traceId = 'aa'.repeat(16);
    const callerSpanId = 'bb'.repeat(8);
    try {
      let health: Response | undefined;
      for (let attempt = 0; attempt < 1000 && !health; attempt++) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const lookup = await fetch(`http://127.0.0.1:${port}/api/devices/908765401/FR/de`, {
        headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
      });
      expect(lookup.status).toBe(200);
      // Shutting down flushes the spans not exported yet.
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await database.cleanup();
    }

    const spans = exports.flatMap((e) =>
      e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)),
    );
    const request = spans.find(
      (span) => span.traceId === traceId && span.parentSpanId === callerSpanId,
    );
    expect(request?.name).toBe('GET /api/devices/:serialNumber/:country/:language');
    expect(request && attribute(request, 'http.response.status_code')).toBe(200);
    expect(request && attribute(request, 'http.route')).toBe(
      '/api/devices/:serialNumber/:country/:language',
    );
    const service = exports[0]?.resourceSpans[0]?.resource.attributes.find(
      (a) => a.key === 'service.name',
    );
    expect(service?.value).toEqual({ stringValue: 'registration-under-test' });
    if (kind === 'postgres') {
      const queries = spans.filter((span) => span.parentSpanId === request?.spanId);
      expect(queries.map((span) => span.name)).toContain('db.query');
      expect(String(queries.map((span) => attribute(span, 'db.query.text')))).toContain(
        'from "devices"',
      );
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIG_VARIABLES, loadConfig } from '../src/config';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.string().optional(),
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z
    .union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string() }))])
    .optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
});
const composeSchema = z.object({ services: z.record(z.string(), serviceSchema) });

describe('compose.yaml', () => {
  // Merge keys (`<<: *server`) are how both replicas share one definition.
  const { services } = composeSchema.parse(parse(read('compose.yaml'), { merge: true }));
  const replicas = ['app1', 'app2'];

  it('runs two replicas of the image with settings the server accepts', () => {
    for (const name of replicas) {
      const replica = services[name];
      expect(replica?.build).toBe('.');
      const environment = replica?.environment ?? {};
      expect(Object.keys(environment).filter((key) => !CONFIG_VARIABLES.includes(key))).toEqual([]);
      const config = loadConfig(environment);
      expect(config.databaseUrl).toContain('@postgres:5432/');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.mail.smtpUrl).toBe('smtp://mailpit:1025');
      expect(config.trustProxy).not.toBe(false);
    }
  });

  it('migrates once, after PostgreSQL is healthy and before the replicas start', () => {
    expect(services.migrate?.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    expect(services.migrate?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of replicas) {
      expect(services[name]?.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
      });
    }
  });

  it('balances over both replicas, checking that each is ready', () => {
    expect(services.lb?.ports).toEqual(['8080:8080']);
    const mounted = services.lb?.volumes?.[0]?.split(':')[0] ?? '';
    const haproxy = read(mounted);
    expect(haproxy).toContain('option httpchk GET /api/health/ready');
    for (const name of replicas)
      expect(haproxy).toMatch(new RegExp(`server ${name} ${name}:8080 check`));
    expect(services.mailpit?.ports).toEqual(['8025:8025']);
  });
});

import { describe, expect, it } from 'vitest';
import { createWebhookEndpointSchema } from './webhooks';

const webhookUrlSchema = createWebhookEndpointSchema.shape.url;

describe('a webhook URL', () => {
  it('carries no user or password, however its scheme is spelled', () => {
    for (const url of [
      'HTTP://user:secret@example.com/hook',
      'Https://user:secret@example.com/hook',
      'https://user@example.com/hook',
      'https://:secret@example.com/hook',
      'hTtPs://user:secret@example.com:8443/hook',
    ]) {
      const parsed = webhookUrlSchema.safeParse(url);
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]?.message, url).toBe('must carry no user or password');
    }
  });

  it('is http or https, of any spelling, and nothing else', () => {
    expect(webhookUrlSchema.safeParse('Https://example.com/hook').success).toBe(true);
    expect(webhookUrlSchema.safeParse('HTTP://example.com/hook').success).toBe(true);
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'example.com/hook', '']) {
      expect(webhookUrlSchema.safeParse(url).error?.issues[0]?.message, url).toBe(
        'must be an http:// or https:// URL',
      );
    }
  });
});

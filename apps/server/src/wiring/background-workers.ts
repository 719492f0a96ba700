import path from 'node:path';
import fp from 'fastify-plugin';
import { deleteOldErasedSubjects } from '../modules/auth/erased-subjects';
import { deleteOldEvents } from '../modules/events/delete-old-events';
import { applyRetention } from '../modules/privacy/personal-data-retention';
import { countLapsedLinks } from '../modules/funnel/funnel-report';
import { certificateAttachment } from '../modules/certificates/render-certificate';
import { createMailTransport } from '../modules/mail/mail-transport';
import { startMailWorker, type MailWorker } from '../modules/mail/mail-worker';
import { deleteOldWebVitals } from '../modules/telemetry/web-vitals';
import { deleteOldNetworkHashes } from '../modules/reviews/anomaly-rules';
import { systemClock, type Clock } from '../modules/webhooks/webhook-clock';
import {
  startWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from '../modules/webhooks/webhook-worker';
import { everyHour } from '../infrastructure/every-hour';

declare module 'fastify' {
  interface FastifyInstance {
    /** `kick()` after queueing a mail: it goes now rather than at the next poll. */
    mailWorker: MailWorker;
    /** `kick()` after queueing a delivery: it goes now rather than at the next poll. */
    webhookWorker: WebhookWorker;
    /** The time webhook deliveries are scheduled by (tests move it on). */
    webhookClock: Clock;
  }
}

export interface BackgroundWorkerOptions {
  /** The webhook worker's time, poll timer and jitter (tests pass a fake clock). */
  webhooks?: Pick<WebhookWorkerOptions, 'clock' | 'timers' | 'timeoutMs' | 'random'>;
}

/**
 * The work every replica does apart from requests: sending queued mail and webhook
 * deliveries, and the hourly clean-ups: old Web Vitals reports, old events, and personal
 * data kept past its time. Stopped when the app closes.
 */
export const backgroundWorkers = fp<BackgroundWorkerOptions>(
  async (app, options) => {
    const { config } = app;
    const { db } = app.database;
    const certificateOptions = {
      certificateIds: app.certificateIds,
      publicBaseUrl: config.publicBaseUrl,
      textFallback: config.catalogTextFallback,
    };
    const mailWorker = startMailWorker(
      db,
      createMailTransport({ ...config.mail, outboxDir: path.join(config.dataDir, 'outbox') }),
      app.log,
      async (mail) =>
        mail.attachment === 'certificate' && mail.registrationId !== null
          ? certificateAttachment(db, mail.registrationId, certificateOptions)
          : [],
    );
    app.decorate('mailWorker', mailWorker);
    app.addHook('onClose', async () => mailWorker.stop());

    const webhooks = options.webhooks ?? {};
    const webhookClock = webhooks.clock ?? systemClock;
    const webhookWorker = startWebhookWorker(db, app.log, {
      allowPrivateTargets: config.webhookAllowPrivateTargets,
      clock: webhookClock,
      ...(webhooks.timers && { timers: webhooks.timers }),
      ...(webhooks.timeoutMs !== undefined && { timeoutMs: webhooks.timeoutMs }),
      ...(webhooks.random && { random: webhooks.random }),
      onAttempt: (outcome) => app.metrics?.webhookAttempt(outcome),
    });
    app.decorate('webhookWorker', webhookWorker);
    app.decorate('webhookClock', webhookClock);
    app.addHook('onClose', async () => webhookWorker.stop());

    everyHour(app, () => deleteOldWebVitals(db));
    everyHour(app, () => deleteOldNetworkHashes(db, config.networkHashRetentionHours));
    everyHour(app, () => deleteOldEvents(db, config.eventRetentionDays));
    everyHour(app, () => applyRetention(db, config.retention));
    everyHour(app, () => countLapsedLinks(db));
    everyHour(app, () => deleteOldErasedSubjects(db));
  },
  {
    name: 'background-workers',
    decorators: { fastify: ['config', 'database', 'metrics', 'certificateIds'] },
  },
);

import fp from 'fastify-plugin';
import { loadCertificateIds, type CertificateIds } from '../modules/certificates/certificate-id';
import { loadPageCursors, type PageCursors } from '../modules/console/page-cursors';
import { CATALOG_CHANGED_CHANNEL, LookupCache } from '../modules/devices/lookup-cache';
import { FunnelCounter } from '../modules/funnel/funnel-counter';
import { loadQrOpens, type QrOpens } from '../modules/funnel/qr-opens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serial look-up answers, kept until a catalog import commits on any replica. */
    lookupCache: LookupCache;
    certificateIds: CertificateIds;
    pageCursors: PageCursors;
    /** The funnel's counts of paths without a transaction, written every few seconds. */
    funnelCounter: FunnelCounter;
    /** "QR code opened", once per client, serial and window, under a limit per client. */
    qrOpens: QrOpens;
  }
}

/** Services that several modules use, each made once at start. */
export const sharedServices = fp(
  async (app) => {
    const { db } = app.database;
    const lookupCache = new LookupCache(app.config.lookupCacheEntries);
    app.decorate('lookupCache', lookupCache);
    const stopListening = await app.database.listen(CATALOG_CHANGED_CHANNEL, () =>
      lookupCache.clear(),
    );
    app.addHook('onClose', stopListening);
    app.decorate('certificateIds', await loadCertificateIds(db));
    app.decorate('pageCursors', await loadPageCursors(db));
    const funnelCounter = new FunnelCounter(db, app.log);
    app.decorate('funnelCounter', funnelCounter);
    app.decorate('qrOpens', await loadQrOpens(db, app.weightedCounter, funnelCounter, app.log));
    // What is still in memory is written before the database closes.
    app.addHook('preClose', async () => funnelCounter.flush());
  },
  { name: 'shared-services', decorators: { fastify: ['config', 'database', 'weightedCounter'] } },
);

import fp from 'fastify-plugin';
import { loadCertificateIds, type CertificateIds } from '../modules/certificates/certificate-id';
import { loadPageCursors, type PageCursors } from '../modules/console/page-cursors';
import { CATALOG_CHANGED_CHANNEL, LookupCache } from '../modules/devices/lookup-cache';
import { FunnelCounter } from '../modules/funnel/funnel-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serial look-up answers, kept until a catalog import commits on any replica. */
    lookupCache: LookupCache;
    certificateIds: CertificateIds;
    pageCursors: PageCursors;
    /** The funnel's counts of paths without a transaction, written every few seconds. */
    funnelCounter: FunnelCounter;
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
    // What is still in memory is written before the database closes.
    app.addHook('preClose', async () => funnelCounter.flush());
  },
  { name: 'shared-services', decorators: { fastify: ['config', 'database'] } },
);

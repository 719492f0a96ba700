import fp from 'fastify-plugin';
import { toRuntimeConfig } from '../config-runtime';
import { registerSeoRoutes } from '../modules/seo/seo-routes';
import { registerPageAssets } from '../pages/render';
import { deepLinkOpened } from '../modules/funnel/qr-opened';
import { registerSpa } from '../infrastructure/spa';

/**
 * Everything a browser or a crawler gets outside /api and /idp: the SPA (its public pages
 * rendered on the server), the server-rendered pages' stylesheet, robots.txt and the sitemap.
 */
export const pageRendering = fp(
  async (app) => {
    const { config } = app;
    registerPageAssets(app);
    registerSeoRoutes(app, {
      publicBaseUrl: config.publicBaseUrl,
      defaultLocale: config.defaultLocale,
    });
    await registerSpa(app, {
      distDir: config.webDistDir,
      rendererFile: config.webRendererFile,
      runtimeConfig: toRuntimeConfig(config),
      publicBaseUrl: config.publicBaseUrl,
      defaultLocale: config.defaultLocale,
      onPage: (url, address) => {
        const opened = deepLinkOpened(url, config.defaultLocale);
        if (opened !== null) app.qrOpens.count(opened, address);
      },
    });
  },
  { name: 'page-rendering', decorators: { fastify: ['config', 'qrOpens'] } },
);

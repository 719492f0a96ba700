import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsResponseSchema, splitLocale } from '@pr/contracts';
import { products } from '../../db/schema';
import { localize } from '../catalog/localize';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaultLocale = app.config.defaultLocale;
  const db = app.database.db;
  const textFallback = app.config.catalogTextFallback;
  const defaultLanguage = splitLocale(defaultLocale).language;
  app.get(
    '/products',
    {
      schema: {
        summary: 'List the product catalog',
        tags: ['products'],
        querystring: z.object({
          language: z
            .string()
            .regex(/^[A-Za-z]{2}$/)
            .optional(),
        }),
        response: { 200: productsResponseSchema },
      },
    },
    async (request) => {
      const language = request.query.language?.toLowerCase() ?? defaultLanguage;
      const rows = await db.select().from(products).orderBy(asc(products.model));
      return {
        products: rows.map((row) => ({
          model: row.model,
          name: localize(row.name, language, textFallback),
          deviceType: row.deviceType,
          imageUrl: row.imageUrl,
          productUrl: row.productUrl,
          gtin: row.gtin,
        })),
      };
    },
  );
};

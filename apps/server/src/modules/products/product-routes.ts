import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsResponseSchema, splitLocale } from '@pr/contracts';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { localize, type TextFallback } from '../catalog/localize';

export interface ProductRoutesOptions {
  db: Database;
  defaultLocale: string;
  textFallback: TextFallback;
}

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, options) => {
  const defaultLanguage = splitLocale(options.defaultLocale).language;
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
      const rows = await options.db.select().from(products).orderBy(asc(products.model));
      return {
        products: rows.map((row) => ({
          model: row.model,
          name: localize(row.name, language, options.textFallback),
          deviceType: row.deviceType,
          imageUrl: row.imageUrl,
          productUrl: row.productUrl,
          gtin: row.gtin,
        })),
      };
    },
  );
};

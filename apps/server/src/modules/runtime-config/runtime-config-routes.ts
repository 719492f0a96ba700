import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runtimeConfigSchema } from '@pr/contracts';
import { toRuntimeConfig } from '../../config-runtime';

export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = toRuntimeConfig(app.config);
  app.get(
    '/config',
    {
      schema: {
        summary: 'Runtime settings of the web application',
        tags: ['config'],
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
};

// Question images at content-hashed URLs: the bytes behind a URL never change, so browsers may keep them forever.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import type { RouteDependencies } from './dependencies.js';

export const imagesRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  // Public like any static asset: <img> tags send no bearer token, and the hash is not guessable.
  app.get(
    '/api/v2/images/:file',
    {
      schema: {
        tags: ['images'],
        params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{64}\\.[a-z]{2,4}$' }) }),
      },
    },
    async (request, reply) => {
      const id = request.params.file.split('.')[0]!;
      const image = await db
        .selectFrom('images')
        .select(['content_type', 'bytes'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!image) throw AppError.notFound('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${id}"`)
        .header('x-content-type-options', 'nosniff')
        .type(image.content_type)
        .send(image.bytes);
    },
  );
};

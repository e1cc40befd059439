// Question images at content-hashed URLs: the bytes behind a URL never change, so browsers may keep them forever.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUESTION_IMAGE_SIZES } from '@quizdrill/contracts';
import { AppError, errorResponses } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { imageBytes } from '../images/images.repository.js';
import type { RouteDependencies } from './dependencies.js';

const [, DISPLAY_PX] = QUESTION_IMAGE_SIZES;

export const imagesRoutes: FastifyPluginAsyncTypebox<RouteDependencies> = async (app, { db }) => {
  // Public like any static asset: <img> tags send no bearer token, and the hash is not guessable.
  app.get(
    '/api/v2/images/:file',
    {
      schema: {
        summary: 'A question image',
        tags: ['images'],
        description:
          'A question image as its `imageUrl` names it: at most 640 px wide and high, or with `size=320` the ' +
          'thumbnail (at most 320 px).',
        params: Type.Object({
          file: Type.String({
            pattern: '^[0-9a-f]{64}\\.[a-z]{2,4}$',
            description: "The image's file name, as the question's `imageUrl` ends.",
          }),
        }),
        querystring: Type.Object({
          size: Type.Optional(
            Type.Union(
              QUESTION_IMAGE_SIZES.map((size) => Type.Literal(size)),
              { description: 'The largest side in pixels: 320 for the thumbnail (640 by default).' },
            ),
          ),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const id = request.params.file.split('.')[0]!;
      const size = request.query.size ?? DISPLAY_PX;
      const image = await imageBytes(db, id, size);
      if (!image) throw AppError.notFound('Image not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${id}-${size}"`)
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.bytes);
    },
  );
};

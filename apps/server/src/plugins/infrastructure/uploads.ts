import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { createLocalStorage, createS3Storage } from '../../lib/storage';
import { contentTypeOf, createUploadService, type UploadService } from '../../lib/uploads';

/**
 * Decides whether a stored file is private: false for a public file, true once the caller is
 * allowed to see it (a guard throws 401/403 otherwise). Private files are never cached.
 */
type UploadGuard = (request: FastifyRequest, name: string) => Promise<boolean>;

/**
 * The parser's limit of a multipart text field. A longer value arrives cut at this size (busboy only
 * flags it), so every multipart text field's own maximum stays well below it: the cut value is then
 * refused by that check, with the field's message (test/api/bad-input.test.ts holds every route to
 * it).
 */
export const MULTIPART_FIELD_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
    /** Lets a module keep some uploads private (staff photos). */
    addUploadGuard: (guard: UploadGuard) => void;
  }
}

export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const { config } = app;
    const storage = config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'uploads'));
    app.decorate('uploads', createUploadService(storage, config.uploadMaxBytes));
    const guards: UploadGuard[] = [];
    app.decorate('addUploadGuard', (guard: UploadGuard) => {
      guards.push(guard);
    });

    await app.register(multipart, {
      limits: {
        // Routes accepting larger files (videos) raise this per request via readMultipart.
        fileSize: config.uploadMaxBytes,
        files: 2,
        fields: 40,
        fieldSize: MULTIPART_FIELD_BYTES,
        parts: 45,
      },
    });

    // Stored names are unguessable UUIDs; responses are typed from our own extension and never
    // sniffed, so an upload can't be served as HTML or script.
    app.get(
      '/uploads/:name',
      {
        schema: {
          // Stryker disable next-line BooleanLiteral: documentation only (keeps the route out of the OpenAPI document).
          hide: true,
          params: z.object({ name: z.string().max(60) }),
        },
      },
      async (request, reply) => {
        const { name } = request.params as { name: string };
        const contentType = contentTypeOf(name);
        if (!contentType) throw notFound();
        let isPrivate = false;
        for (const guard of guards) isPrivate = (await guard(request, name)) || isPrivate;
        const object = await storage.get(name);
        if (!object) throw notFound();
        reply
          .header('Content-Type', contentType)
          .header(
            'Cache-Control',
            isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
          )
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', 'inline');
        // Stryker disable next-line ConditionalExpression: the local store always knows the size; only S3 may not.
        if (object.size !== undefined) reply.header('Content-Length', object.size);
        return reply.send(object.body);
      },
    );
  },
  { name: 'uploads' },
);

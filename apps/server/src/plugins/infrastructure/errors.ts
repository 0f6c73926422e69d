import { translateMessage } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isDataException } from '../../lib/db-errors';
import { AppError, RequestValidationError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { redactMessage } from '../../lib/log-redaction';

const zodLocales = { fr: z.locales.fr(), en: z.locales.en() };

function localizeIssue(issue: z.core.$ZodIssue, language: 'fr' | 'en'): string {
  // Schemas carry message keys; issues raised by zod's built-in checks get zod's own wording.
  if (issue.message.includes('.') && !issue.message.includes(' ')) {
    return translateMessage(issue.message, language);
  }
  // A field left out is "required", not zod's "number expected, undefined received".
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return translateMessage('validation.required', language);
  }
  const generated = zodLocales[language].localeError(issue as never);
  if (typeof generated === 'string') return generated;
  return generated?.message ?? issue.message;
}

/**
 * Fastify answers some malformed URLs before any route or error handler runs: a bad percent-encoding
 * or a lone surrogate (FST_ERR_BAD_URL) and a path parameter over its length limit
 * (FST_ERR_MAX_PARAM_LENGTH). Its own body is English only and echoes the path; this one is the
 * API's error body in the request's language. Given to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = requestLanguage(request);
  const [status, code] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'error.badUrl']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'error.urlTooLong']
        : [
            error.statusCode ?? 500,
            (error.statusCode ?? 500) < 500 ? 'error.badRequest' : 'error.internal',
          ];
  // Logged without the path: it is what the client sent, unchecked.
  request.log.info({ code: error.code }, 'malformed url');
  reply.status(status).send({ message: translateMessage(code, language), code });
}

/** Maps every thrown error to the API's error body `{message, code, fieldErrors?}`, localized. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, code: string, fieldErrors?: Record<string, string>) =>
      reply.status(status).send({
        message: translateMessage(code, language),
        code,
        ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
      });

    if (error instanceof RequestValidationError) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) {
        const key = issue.path.length > 0 ? issue.path.join('.') : '_';
        fieldErrors[key] ??= localizeIssue(issue, language);
      }
      return send(400, 'error.validation', fieldErrors);
    }
    if (error instanceof AppError) {
      const fieldErrors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([k, v]) => [k, translateMessage(v, language)]),
          )
        : undefined;
      return send(error.statusCode, error.code, fieldErrors);
    }

    if (isDataException(error)) {
      // Logged without the query or its parameters (they may hold personal data).
      request.log.warn(
        { sqlState: (error as { code?: string }).code },
        'value refused by the database',
      );
      return send(400, 'error.invalidData');
    }

    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') {
      return send(413, 'error.payloadTooLarge');
    }
    if (status === 415) return send(415, 'error.unsupportedContentType');
    if (status === 429) return send(429, 'error.rateLimited');
    if (status === 503) return send(503, 'error.unavailable');
    if (status >= 400 && status < 500) {
      request.log.info({ code, message: redactMessage(error.message) }, 'rejected request');
      return send(status, status === 404 ? 'error.notFound' : 'error.badRequest');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'error.internal');
  });
});

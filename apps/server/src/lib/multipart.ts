import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

export interface MultipartData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  /** The parts of `repeatedFileFields`, in the order they came. */
  repeated: Record<string, Buffer[]>;
}

/**
 * Reads a multipart body fully: text fields as strings, the named file fields as buffers (the
 * multipart plugin enforces the per-file size limit with a 413). A file field appears once, unless
 * it is one of `repeatedFileFields`; unexpected files are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: {
    fileFields: readonly string[];
    repeatedFileFields?: readonly string[];
    maxFileBytes?: number;
    maxFiles?: number;
  },
): Promise<MultipartData> {
  const { fileFields, repeatedFileFields = [], maxFileBytes, maxFiles } = options;
  if (!request.isMultipart()) throw new AppError(415, 'error.multipartExpected');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const repeated: Record<string, Buffer[]> = {};
  try {
    const limits = {
      ...(maxFileBytes ? { fileSize: maxFileBytes } : {}),
      ...(maxFiles ? { files: maxFiles } : {}),
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const many = repeatedFileFields.includes(part.fieldname);
        if (!many && (!fileFields.includes(part.fieldname) || files[part.fieldname])) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(400, 'error.unexpectedFile');
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        if (!many) files[part.fieldname] = data;
        else if (repeated[part.fieldname]) repeated[part.fieldname]!.push(data);
        else repeated[part.fieldname] = [data];
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  return { fields, files, repeated };
}

/**
 * The parser's own failures (no boundary, a body cut short, broken part headers) are the sender's
 * fault: 400, not 500. Errors that already carry a 4xx (size limits → 413) keep it.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(400, 'error.multipartMalformed');
}

/** What a multipart route reads: its text fields (a zod object) and its file fields. */
export interface MultipartFields {
  fields: z.ZodObject;
  files: readonly string[];
}

declare module 'fastify' {
  interface FastifySchema {
    /** Documents a multipart body in OpenAPI (and lets the fuzz test generate it). */
    multipart?: MultipartFields;
  }
}

/**
 * The route schema of a multipart endpoint: the content type plus its fields, rendered into the
 * OpenAPI document by the docs plugin (Fastify does not validate multipart bodies itself: the
 * handler reads them with `readMultipart` and checks them with the same zod object).
 */
export function multipartSchema(fields: z.ZodObject, files: readonly string[]) {
  return { consumes: ['multipart/form-data'], multipart: { fields, files } };
}

/** The JSON schema of a multipart body: text fields as the zod object says, files as binary. */
export function multipartJsonSchema({ fields, files }: MultipartFields) {
  const json = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties: Record<string, unknown> = { ...json.properties };
  for (const name of files) properties[name] = { type: 'string', format: 'binary' };
  return { type: 'object', properties, required: json.required ?? [] };
}

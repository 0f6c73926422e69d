import { CONTROL_CHARACTERS } from '@app/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

const MAX_DEPTH = 32;

/**
 * Every string in a request (params, query, JSON body, multipart fields) that holds a control
 * character, as validation issues. Checked before any schema so that no route, present or future,
 * can hand PostgreSQL a NUL byte (which it refuses) or store invisible characters.
 */
function controlCharacterIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) {
        issues.push({
          code: 'custom',
          path,
          message: 'validation.controlCharacters',
          input: undefined,
        } as z.core.$ZodIssue);
      }
    } else if (value && typeof value === 'object' && path.length < MAX_DEPTH) {
      if (Buffer.isBuffer(value)) return;
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    }
  };
  visit(data, []);
  return issues;
}

/** Parses data with a schema, refusing control characters first; throws the route validator's 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const unsafe = controlCharacterIssues(data);
  if (unsafe.length > 0) throw new RequestValidationError(unsafe);
  // reportInput: zod's messages name the type that was sent ("number expected, text received");
  // without it every wrong type reads "undefined received" (the error handler also needs it to
  // tell a missing field from a wrong one).
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new RequestValidationError(result.error.issues);
  return result.data;
}

/**
 * Validates params, query and body with the route's zod schema. Failures carry the zod issues so the
 * error handler can answer with localized per-field messages.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseOrThrow(schema, data) };
    } catch (error) {
      return { error: error as RequestValidationError };
    }
  };

import { translateMessage } from '@app/contracts/messages';
import { AppError, RequestValidationError } from '../lib/errors';
import { redactedErrorText } from '../lib/log-redaction';

/**
 * What an operator script prints when it fails: the rule that refused the input in French, or the
 * error itself without the values of a failed query (argon2 hashes, e-mails, phones), as the
 * server's log does.
 */
export function cliErrorText(error: unknown): string {
  if (error instanceof RequestValidationError) {
    return error.issues
      .map((issue) => `${issue.path.join('.')}: ${translateMessage(issue.message, 'fr')}`)
      .join('\n');
  }
  if (error instanceof AppError) return translateMessage(error.code, 'fr');
  return redactedErrorText(error);
}

import { errorText } from '@/lib/error-text';
import { useMessage } from '@/lib/use-message';

/**
 * How a landing form words a refused submission (FormDialog's alert): `failedText` followed by its
 * reason, the server's message or else that something unexpected happened.
 */
export function useRefusalText(failedText: string) {
  const message = useMessage();
  return (error: unknown) => {
    const reason = errorText(error, message('error.internal') ?? '');
    return `${failedText} ${reason}`.trim();
  };
}

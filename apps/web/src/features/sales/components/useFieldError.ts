import { translateMessage } from '@app/contracts/messages';
import { useLang } from '../../../lib/i18n';

/** Schema messages are message keys; this shows them in the current language. */
export function useFieldError() {
  const { lang } = useLang();
  return (message: string | undefined) => (message ? translateMessage(message, lang) : undefined);
}

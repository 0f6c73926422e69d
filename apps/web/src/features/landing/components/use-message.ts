import { translateMessage } from '@app/contracts/messages';
import { useCallback } from 'react';
import { useLang } from '../../../lib/i18n';

/** Turns a message key from a shared schema (e.g. `validation.email`) into text in the current language. */
export function useMessage() {
  const { lang } = useLang();
  return useCallback(
    (key: string | undefined) => (key ? translateMessage(key, lang) : undefined),
    [lang],
  );
}

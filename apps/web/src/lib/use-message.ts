import { translateMessage } from '@app/contracts/messages';
import { useCallback } from 'react';
import { useLang } from './i18n';

/** Localizes a contract message key (schema errors carry keys) in the current language. */
export function useMessage() {
  const { lang } = useLang();
  return useCallback(
    (key: string | undefined) => (key ? translateMessage(key, lang) : undefined),
    [lang],
  );
}

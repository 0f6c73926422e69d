import { AD_CREATIVE_TYPES, AD_VIDEO_MAX_BYTES } from '@app/contracts/ads';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An ad's creative picked in a file input (staff form, advertiser request): a file of another type
 * or over the size limit is refused with the form's message and the input emptied; the server
 * checks both again. `setError` shows the server's refusal of the file under the same input.
 */
export function useCreativeFile() {
  const { t } = useTranslation('ads');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const refuse = (event: ChangeEvent<HTMLInputElement>, text: string) => {
    setError(text);
    setFile(null);
    event.target.value = '';
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setError(undefined);
    if (picked && !(AD_CREATIVE_TYPES as readonly string[]).includes(picked.type)) {
      refuse(event, t('form.videoType'));
      return;
    }
    if (picked && picked.size > AD_VIDEO_MAX_BYTES) {
      refuse(event, t('form.videoTooLarge'));
      return;
    }
    setFile(picked);
  };
  return { file, setFile, error, setError, pick };
}

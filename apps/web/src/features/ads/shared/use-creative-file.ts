import { AD_CREATIVE_TYPES, AD_VIDEO_MAX_BYTES } from '@app/contracts/ads';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/**
 * The ad form's text fields (the contract's `adFormSchema`), in the order the multipart body sends
 * them; the creative travels beside them as the file field `video`.
 */
export const AD_TEXT_FIELDS = [
  'nomPrenom',
  'email',
  'tel1',
  'tel2',
  'espace',
  'typeEspace',
  'gouvernorat',
  'ville',
  'dateDebut',
  'dateFin',
  'statut',
] as const;
type AdTextField = (typeof AD_TEXT_FIELDS)[number];

/** The browser's hints for the ad form's text fields (the staff and the advertiser forms alike). */
export const AD_FIELD_HINTS: Partial<Record<AdTextField, object>> = {
  nomPrenom: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  tel1: { type: 'tel', inputMode: 'tel' },
  dateDebut: { type: 'date' },
  dateFin: { type: 'date' },
};

/**
 * An ad's creative picked in a file input (staff form, advertiser request): a file of another type
 * or over the size limit is refused with the form's message and the input emptied; the server
 * checks both again. `setError` shows the server's refusal of the file under the same input.
 * `body` builds the multipart request (the named fields, then the file if one is picked); `send`
 * runs the call and shows a refusal of the file (`ads.video…`) under the input before rethrowing.
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
  const body = (
    values: Partial<Record<AdTextField, unknown>>,
    fields: readonly AdTextField[],
  ): FormData => {
    const form = new FormData();
    for (const name of fields) form.append(name, String(values[name] ?? ''));
    if (file) form.append('video', file);
    return form;
  };
  const send = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (caught) {
      if (isApiError(caught) && caught.code.startsWith('ads.video')) setError(caught.message);
      throw caught;
    }
  };
  return { file, setFile, error, setError, pick, body, send };
}

import { AD_CREATIVE_TYPES, type AdRequest, advertiserAdFormSchema } from '@app/contracts/ads';
import { GOVERNORATES } from '@app/contracts/common';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { useSubmitAdRequest } from '@/features/ads/api/ads';
import {
  AD_FIELD_HINTS,
  AD_TEXT_FIELDS,
  useCreativeFile,
} from '@/features/ads/shared/use-creative-file';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';

/** What the portal knows of the signed-in client, to fill the contact fields. */
export interface AdvertiserDefaults {
  nomPrenom: string;
  email: string;
  tel1: string;
  gouvernorat: string;
  ville: string;
}

/** The staff form's fields but the venue and the decision (staff set both). */
const FIELD_NAMES = AD_TEXT_FIELDS.filter((name) => name !== 'espace' && name !== 'statut');
type RequiredField = Exclude<
  (typeof FIELD_NAMES)[number],
  'espace' | 'statut' | 'tel2' | 'gouvernorat'
>;

/** An advertiser's ad request: contact, where and when, and the creative (video or image). */
export function AdvertiserRequestForm({
  defaults,
  onSaved,
  onCancel,
}: {
  defaults: AdvertiserDefaults;
  onSaved: (ad: AdRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const submitRequest = useSubmitAdRequest();
  const {
    file: creative,
    error: creativeError,
    setError: setCreativeError,
    pick,
    body,
    send,
  } = useCreativeFile();
  const form = useSchemaForm(advertiserAdFormSchema, {
    defaultValues: { ...defaults, tel2: '', typeEspace: '', dateDebut: '', dateFin: '' },
    onSave: async (values) => {
      if (!creative) {
        setCreativeError(t('portal.creativeRequired'));
        return;
      }
      onSaved(await send(() => submitRequest.mutateAsync(body(values, FIELD_NAMES))));
    },
    failureText: (error) => (isApiError(error) ? error.message : t('form.saveError')),
    showFailure: toast.error,
  });
  const text = (name: RequiredField, extra?: object) =>
    form.required(name, t(`form.${name}`), { ...AD_FIELD_HINTS[name], ...extra });

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field {...text('nomPrenom')} />
      <Field {...text('email')} />
      <Field {...text('tel1')} />
      <Field label={t('form.tel2')} type="tel" inputMode="tel" {...form.field('tel2')} />
      <Field {...text('typeEspace', { hint: t('portal.typeEspaceHint') })} />
      <Select
        label={t('form.gouvernorat')}
        required
        placeholder={t('form.selectPlaceholder', { ns: 'common' })}
        options={GOVERNORATES}
        {...form.field('gouvernorat')}
      />
      <Field {...text('ville')} />
      <div className="hidden sm:block" />
      <Field {...text('dateDebut')} />
      <Field {...text('dateFin')} />
      <Field
        className="sm:col-span-2"
        label={t('form.video')}
        type="file"
        required
        accept={AD_CREATIVE_TYPES.join(',')}
        error={creativeError}
        onChange={pick}
      />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={form.pending}>
          {t('portal.submit')}
        </Button>
      </div>
    </form>
  );
}

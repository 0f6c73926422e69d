import { AD_CREATIVE_TYPES, type AdRequest, advertiserAdFormSchema } from '@app/contracts/ads';
import { GOVERNORATES } from '@app/contracts/common';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { useSubmitAdRequest } from '@/features/ads/api/ads';
import { AD_TEXT_FIELDS, useCreativeFile } from '@/features/ads/shared/use-creative-file';
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

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('form.nomPrenom')}
        required
        autoComplete="name"
        {...form.field('nomPrenom')}
      />
      <Field
        label={t('form.email')}
        type="email"
        required
        autoComplete="email"
        {...form.field('email')}
      />
      <Field label={t('form.tel1')} type="tel" inputMode="tel" required {...form.field('tel1')} />
      <Field label={t('form.tel2')} type="tel" inputMode="tel" {...form.field('tel2')} />
      <Field
        label={t('form.typeEspace')}
        hint={t('portal.typeEspaceHint')}
        required
        {...form.field('typeEspace')}
      />
      <Select
        label={t('form.gouvernorat')}
        required
        placeholder={t('form.selectPlaceholder', { ns: 'common' })}
        options={GOVERNORATES}
        {...form.field('gouvernorat')}
      />
      <Field label={t('form.ville')} required {...form.field('ville')} />
      <div className="hidden sm:block" />
      <Field label={t('form.dateDebut')} type="date" required {...form.field('dateDebut')} />
      <Field label={t('form.dateFin')} type="date" required {...form.field('dateFin')} />
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

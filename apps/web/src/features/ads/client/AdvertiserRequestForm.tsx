import {
  AD_CREATIVE_TYPES,
  AD_VIDEO_MAX_BYTES,
  type AdRequest,
  advertiserAdFormSchema,
} from '@app/contracts/ads';
import { GOVERNORATES } from '@app/contracts/common';
import { translateMessage } from '@app/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { useSubmitAdRequest } from '@/features/ads/api/ads';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useLang } from '@/lib/i18n';

/** What the portal knows of the signed-in client, to fill the contact fields. */
export interface AdvertiserDefaults {
  nomPrenom: string;
  email: string;
  tel1: string;
  gouvernorat: string;
  ville: string;
}

interface FormValues {
  nomPrenom: string;
  email: string;
  tel1: string;
  tel2: string;
  typeEspace: string;
  gouvernorat: string;
  ville: string;
  dateDebut: string;
  dateFin: string;
}
type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = [
  'nomPrenom',
  'email',
  'tel1',
  'tel2',
  'typeEspace',
  'gouvernorat',
  'ville',
  'dateDebut',
  'dateFin',
];

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
  const { lang } = useLang();
  const toast = useToast();
  const submitRequest = useSubmitAdRequest();
  const [creative, setCreative] = useState<File | null>(null);
  const [creativeError, setCreativeError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(advertiserAdFormSchema) as never,
    defaultValues: { ...defaults, tel2: '', typeEspace: '', dateDebut: '', dateFin: '' },
    shouldFocusError: false,
  });
  const message = (key: string | undefined) => (key ? translateMessage(key, lang) : undefined);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setCreativeError(undefined);
    if (file && !(AD_CREATIVE_TYPES as readonly string[]).includes(file.type)) {
      setCreativeError(t('form.videoType'));
      setCreative(null);
      event.target.value = '';
      return;
    }
    if (file && file.size > AD_VIDEO_MAX_BYTES) {
      setCreativeError(t('form.videoTooLarge'));
      setCreative(null);
      event.target.value = '';
      return;
    }
    setCreative(file);
  };

  const submit = handleSubmit(async (values) => {
    if (!creative) {
      setCreativeError(t('portal.creativeRequired'));
      return;
    }
    const form = new FormData();
    for (const name of FIELD_NAMES) form.append(name, values[name] ?? '');
    form.append('video', creative);
    try {
      onSaved(await submitRequest.mutateAsync(form));
    } catch (error) {
      if (isApiError(error)) {
        applyFieldErrors(error, FIELD_NAMES, (field, text) => setError(field, { message: text }));
        if (error.code.startsWith('ads.video')) setCreativeError(error.message);
        toast.error(error.message);
      } else {
        toast.error(t('form.saveError'));
      }
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('form.nomPrenom')}
        required
        autoComplete="name"
        error={message(errors.nomPrenom?.message)}
        {...register('nomPrenom')}
      />
      <Field
        label={t('form.email')}
        type="email"
        required
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('form.tel1')}
        type="tel"
        inputMode="tel"
        required
        error={message(errors.tel1?.message)}
        {...register('tel1')}
      />
      <Field
        label={t('form.tel2')}
        type="tel"
        inputMode="tel"
        error={message(errors.tel2?.message)}
        {...register('tel2')}
      />
      <Field
        label={t('form.typeEspace')}
        hint={t('portal.typeEspaceHint')}
        required
        error={message(errors.typeEspace?.message)}
        {...register('typeEspace')}
      />
      <Select
        label={t('form.gouvernorat')}
        required
        placeholder={t('form.selectPlaceholder', { ns: 'common' })}
        options={GOVERNORATES}
        error={message(errors.gouvernorat?.message)}
        {...register('gouvernorat')}
      />
      <Field
        label={t('form.ville')}
        required
        error={message(errors.ville?.message)}
        {...register('ville')}
      />
      <div className="hidden sm:block" />
      <Field
        label={t('form.dateDebut')}
        type="date"
        required
        error={message(errors.dateDebut?.message)}
        {...register('dateDebut')}
      />
      <Field
        label={t('form.dateFin')}
        type="date"
        required
        error={message(errors.dateFin?.message)}
        {...register('dateFin')}
      />
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
        <Button type="submit" loading={submitRequest.isPending}>
          {t('portal.submit')}
        </Button>
      </div>
    </form>
  );
}

import {
  AD_CREATIVE_TYPES,
  AD_DECISIONS,
  type AdDecision,
  type AdRequest,
  adFormSchema,
} from '@app/contracts/ads';
import { GOVERNORATES } from '@app/contracts/common';
import { type AdminEspace, adminEspaceSchema } from '@app/contracts/places';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { useSaveAdRequest } from '@/features/ads/api/ads';
import {
  AD_FIELD_HINTS,
  AD_TEXT_FIELDS,
  useCreativeFile,
} from '@/features/ads/shared/use-creative-file';
import { isApiError } from '@/lib/api-client';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';

interface FormValues {
  nomPrenom: string;
  email: string;
  tel1: string;
  tel2: string;
  espace: string;
  typeEspace: string;
  gouvernorat: string;
  ville: string;
  dateDebut: string;
  dateFin: string;
  statut: AdDecision;
}

const EMPTY: FormValues = {
  nomPrenom: '',
  email: '',
  tel1: '',
  tel2: '',
  espace: '',
  typeEspace: '',
  gouvernorat: '',
  ville: '',
  dateDebut: '',
  dateFin: '',
  statut: 'En attente',
};

function toForm(ad: AdRequest | undefined): FormValues {
  if (!ad) return EMPTY;
  return {
    nomPrenom: ad.nomPrenom,
    email: ad.email,
    tel1: ad.tel1,
    tel2: ad.tel2 ?? '',
    espace: ad.espace === null ? '' : String(ad.espace),
    typeEspace: ad.typeEspace,
    gouvernorat: ad.gouvernorat,
    ville: ad.ville,
    dateDebut: ad.dateDebut,
    dateFin: ad.dateFin,
    statut: ad.statut,
  };
}

export interface AdFormProps {
  /** The request to edit; absent for a new request. */
  ad?: AdRequest;
  submitLabel: string;
  onSaved?: (ad: AdRequest) => void;
  onCancel?: () => void;
  /** Keeps ids unique when two forms could exist on a page. */
  idPrefix: string;
}

/**
 * The ad form: nomPrenom, email, tel1, tel2, espace, typeEspace, gouvernorat, ville, dateDebut,
 * dateFin, statut and the video (MP4/WebM, checked here for type and size, again on the server).
 */
export function AdForm({ ad, submitLabel, onSaved, onCancel, idPrefix }: AdFormProps) {
  const { t } = useTranslation('ads');
  const message = useMessage();
  const toast = useToast();
  const save = useSaveAdRequest();
  const {
    setFile: setVideo,
    error: videoError,
    setError: setVideoError,
    pick: pickVideo,
    body,
    send,
  } = useCreativeFile();
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useSchemaForm(adFormSchema, {
    defaultValues: toForm(ad),
    onSave: async (values) => {
      if (videoError) return;
      const saved = await send(() =>
        save.mutateAsync({ id: ad?.id, form: body(values, AD_TEXT_FIELDS) }),
      );
      if (!ad) {
        form.form.reset(EMPTY);
        setVideo(null);
        setFileInputKey((key) => key + 1);
      }
      onSaved?.(saved);
    },
    failureText: (error) => (isApiError(error) ? error.message : t('form.saveError')),
    showFailure: toast.error,
  });
  const { reset } = form.form;

  useEffect(() => {
    reset(toForm(ad));
    setVideo(null);
    setVideoError(undefined);
    setFileInputKey((key) => key + 1);
  }, [ad, reset, setVideo, setVideoError]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (
    name: 'nomPrenom' | 'email' | 'tel1' | 'typeEspace' | 'ville' | 'dateDebut' | 'dateFin',
  ) => form.required(name, t(`form.${name}`), { id: id(name), ...AD_FIELD_HINTS[name] });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field {...text('nomPrenom')} />
      <Field {...text('email')} />
      <Field {...text('tel1')} />
      <Field
        id={id('tel2')}
        label={t('form.tel2')}
        type="tel"
        inputMode="tel"
        {...form.field('tel2')}
      />
      {/* The espace number, picked by name: staff don't know venue numbers by heart. */}
      <Controller
        control={form.control}
        name="espace"
        render={({ field }) => (
          <RemoteSelect<AdminEspace>
            label={t('form.espace')}
            path="/api/admin/espaces"
            schema={adminEspaceSchema}
            toOption={(espace) => ({
              value: espace.id,
              label: `${t('details.number', { id: espace.id })} · ${espace.nom} — ${espace.ville}`,
            })}
            value={field.value ? Number(field.value) : null}
            currentLabel={
              ad?.espace != null && String(ad.espace) === field.value
                ? `${t('details.number', { id: ad.espace })}${ad.espaceNom ? ` · ${ad.espaceNom}` : ''}`
                : null
            }
            noneLabel={t('form.noEspace')}
            onChange={(value) => field.onChange(value === null ? '' : String(value))}
            error={message(form.errors.espace?.message)}
          />
        )}
      />
      <Field {...text('typeEspace')} />
      <Select
        id={id('gouvernorat')}
        label={t('form.gouvernorat')}
        required
        placeholder={t('form.selectPlaceholder', { ns: 'common' })}
        options={GOVERNORATES}
        {...form.field('gouvernorat')}
      />
      <Field {...text('ville')} />
      <Field {...text('dateDebut')} />
      <Field {...text('dateFin')} />
      <Select
        id={id('statut')}
        label={t('form.statut')}
        required
        options={AD_DECISIONS.map((value) => ({ value, label: t(`status.${value}`) }))}
        {...form.field('statut')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {ad?.video ? (
          <figure className="flex flex-col gap-2">
            <figcaption className="font-medium text-ink-800 text-sm">
              {t('form.currentVideo')}
            </figcaption>
            {/* biome-ignore lint/a11y/useMediaCaption: advertising clips uploaded by clients carry no caption track */}
            <video
              src={ad.video}
              controls
              preload="metadata"
              className="max-h-64 w-full rounded-xl bg-ink-950"
            />
          </figure>
        ) : null}
        <Field
          key={fileInputKey}
          id={id('video')}
          label={t('form.video')}
          hint={ad?.video ? t('form.replaceVideo') : undefined}
          type="file"
          accept={AD_CREATIVE_TYPES.join(',')}
          error={videoError}
          onChange={pickVideo}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

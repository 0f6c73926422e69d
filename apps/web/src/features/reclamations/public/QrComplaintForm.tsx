import {
  QR_HONEYPOT_FIELD,
  QR_SOUHAITS_RETOUR,
  QR_TYPES_RETOUR,
  QR_USAGES,
} from '@app/contracts/reclamation-options';
import { qrReclamationInputSchema } from '@app/contracts/reclamations';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { usePublicStation, useSubmitQrComplaint } from '@/features/reclamations/api/public';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { fieldErrorsOf } from '@/lib/form-failure';
import { useMessage } from '@/lib/use-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import CheckCircle2 from '~icons/lucide/check-circle-2';
import MapPin from '~icons/lucide/map-pin';
import { QR_PHOTO_TYPES, QrPhotoField } from './QrPhotoField';
import { shrinkPhoto } from './shrink-photo';

const TEXT_FIELDS = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'type_retour',
  'lieu',
  'date_probleme',
  'heure_probleme',
  'usage_nano_box',
  'description',
  'souhaite_retour',
] as const;
type FieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<FieldName, string>;

/** The form's text fields: the server's schema; the station goes along once it is known. */
const qrFormSchema = qrReclamationInputSchema.omit({ station: true });
/** The schema's message for an empty field: the form shows the required sentence once, above. */
const REQUIRED = 'reclamations.qr.required';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const pad = (n: number) => String(n).padStart(2, '0');

/** A visitor at the station reports what happens now: date and time start at the present. */
function freshValues(lieu = ''): Values {
  const now = new Date();
  return {
    nom: '',
    prenom: '',
    email: '',
    telephone: '',
    type_retour: '',
    lieu,
    date_probleme: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    heure_probleme: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
    usage_nano_box: '',
    description: '',
    souhaite_retour: '',
  };
}

export function QrComplaintForm({ stationReference }: { stationReference: string | null }) {
  const { t } = useTranslation('reclamations');
  const toast = useToast();
  const station = usePublicStation(stationReference);
  const submit = useSubmitQrComplaint();
  const message = useMessage();
  const [photoError, setPhotoError] = useState<string>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [caseNumber, setCaseNumber] = useState<string | null>(null);
  const [followUrl, setFollowUrl] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const photoInput = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The last failure's toast, taken back once a retry succeeds (it would contradict the success).
  const failureToast = useRef<number | null>(null);
  const honeypotId = useId();

  const lockedLieu = station.data?.lieu ?? null;
  const stationMissing = Boolean(stationReference) && station.isError;

  // A refused send focuses the alert (it says why); an invalid one focuses its first field.
  const focusAlert = useRef(false);
  const form = useSchemaForm(qrFormSchema, {
    defaultValues: freshValues(),
    onSave: async (values) => {
      const body = new FormData();
      for (const name of TEXT_FIELDS) body.append(name, values[name]);
      if (lockedLieu && stationReference) body.append('station', stationReference);
      body.append(QR_HONEYPOT_FIELD, honeypot);
      if (photo) {
        const upload = await shrinkPhoto(photo);
        if (upload.size > PHOTO_MAX_BYTES) {
          setPhotoError(t('form.photoTooLarge'));
          showFailure(t('form.photoTooLarge'));
          return;
        }
        body.append('photo', upload, photo.name);
      }

      try {
        const created = await submit.mutateAsync(body);
        if (failureToast.current !== null) toast.dismiss(failureToast.current);
        failureToast.current = null;
        toast.success(t('form.sent'));
        setCaseNumber(created.caseNumber);
        setFollowUrl(created.followUrl);
        form.form.reset(freshValues(lockedLieu ?? ''));
        setPhotoError(undefined);
        setPhoto(null);
        if (photoInput.current) photoInput.current.value = '';
      } catch (error) {
        const tooBigOrNotImage =
          isApiError(error) && (error.status === 413 || error.status === 415);
        setPhotoError(tooBigOrNotImage ? error.message : fieldErrorsOf(error, ['photo']).photo);
        failureToast.current = toast.error(t('form.failed'));
        throw error;
      }
    },
    // The refusal's reason after the fixed text, in the alert, which takes the focus.
    failureText: (error) => {
      const detail = errorText(error, '');
      return detail ? `${t('form.failed')} — ${detail}` : t('form.failed');
    },
    showFailure: (text) => showFailure(text),
    // An empty field gets the required sentence; a malformed one what the server would answer.
    invalidText: (invalid) =>
      Object.values(invalid).some((error) => error?.message === REQUIRED)
        ? t('form.required')
        : `${t('form.failed')} — ${message('error.validation')}`,
  });
  const formError = form.failure;
  const { setValue } = form.form;

  // Once the station is known its place fills (and locks) the lieu field.
  useEffect(() => {
    if (lockedLieu) setValue('lieu', lockedLieu);
  }, [lockedLieu, setValue]);

  useEffect(() => {
    if (formError && focusAlert.current) alertRef.current?.focus();
    focusAlert.current = false;
  }, [formError]);
  const showFailure = (text: string) => {
    focusAlert.current = true;
    form.setFailure(text);
  };
  useEffect(() => {
    if (caseNumber) successRef.current?.focus();
  }, [caseNumber]);

  const fieldError = (name: FieldName) => {
    const text = form.errors[name]?.message;
    return text === REQUIRED ? t('form.fieldRequired') : message(text);
  };

  function onPhoto(file: File | undefined) {
    setPhotoError(undefined);
    if (!file) {
      if (photoInput.current) photoInput.current.value = '';
      return setPhoto(null);
    }
    if (!(QR_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
      return setPhotoError(t('form.photoNotImage'));
    }
    setPhoto(file);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setCaseNumber(null);
    form.submit(event);
  }

  const typeOptions = QR_TYPES_RETOUR.map((value) => ({
    value,
    label: t(`options.type.${value}`),
  }));
  const usageOptions = QR_USAGES.map((value) => ({ value, label: t(`options.usage.${value}`) }));
  const souhaitOptions = QR_SOUHAITS_RETOUR.map((value) => ({
    value,
    label: t(`options.souhait.${value}`),
  }));

  return (
    <div className="mt-6">
      {caseNumber ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="mb-6 flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900 outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold">{t('form.sent')}</p>
            <p className="mt-1">{t('form.caseNumber', { caseNumber })}</p>
            <p className="mt-1 text-brand-800 text-sm">{t('form.caseNumberHint')}</p>
            {followUrl ? (
              <Link
                to={followUrl}
                className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
              >
                {t('follow.open')}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-6"
        aria-describedby="qr-form-note"
      >
        <p id="qr-form-note" className="text-ink-600 text-sm">
          {t('form.requiredNote')}
        </p>

        {formError ? (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm outline-none"
          >
            {formError}
          </div>
        ) : null}

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-ink-950">{t('form.identity')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('form.nom')}
              required
              autoComplete="family-name"
              error={fieldError('nom')}
              {...form.form.register('nom')}
              maxLength={120}
            />
            <Field
              label={t('form.prenom')}
              required
              autoComplete="given-name"
              error={fieldError('prenom')}
              {...form.form.register('prenom')}
              maxLength={120}
            />
            <Field
              label={t('form.email')}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              error={fieldError('email')}
              {...form.form.register('email')}
              maxLength={254}
            />
            <Field
              label={t('form.telephone')}
              type="tel"
              inputMode="tel"
              required
              autoComplete="tel"
              error={fieldError('telephone')}
              {...form.form.register('telephone')}
              maxLength={25}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-ink-950">{t('form.problem')}</legend>
          <Select
            label={t('form.typeRetour')}
            required
            placeholder={t('form.choose')}
            options={typeOptions}
            error={fieldError('type_retour')}
            {...form.form.register('type_retour')}
          />
          <Field
            multiline
            rows={2}
            label={t('form.lieu')}
            required
            {...form.form.register('lieu')}
            value={station.isLoading ? t('form.stationLoading') : form.form.watch('lieu')}
            readOnly={Boolean(lockedLieu) || station.isLoading}
            placeholder={t('form.lieuPlaceholder')}
            error={fieldError('lieu')}
            maxLength={250}
            hint={
              lockedLieu ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {t('form.lieuFromStation')}
                </span>
              ) : stationMissing ? (
                t('form.stationUnknown')
              ) : undefined
            }
            inputClassName={lockedLieu ? 'resize-none bg-ink-50 text-ink-800' : 'resize-none'}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field
              label={t('form.dateProbleme')}
              type="date"
              required
              error={fieldError('date_probleme')}
              {...form.form.register('date_probleme')}
            />
            <Field
              label={t('form.heureProbleme')}
              type="time"
              required
              error={fieldError('heure_probleme')}
              {...form.form.register('heure_probleme')}
            />
          </div>
          <Select
            label={t('form.usage')}
            required
            placeholder={t('form.choose')}
            options={usageOptions}
            error={fieldError('usage_nano_box')}
            {...form.form.register('usage_nano_box')}
          />
          <Field
            multiline
            label={t('form.description')}
            required
            rows={5}
            placeholder={t('form.descriptionPlaceholder')}
            error={fieldError('description')}
            {...form.form.register('description')}
            maxLength={3000}
          />
          <Select
            label={t('form.souhaiteRetour')}
            required
            placeholder={t('form.choose')}
            options={souhaitOptions}
            error={fieldError('souhaite_retour')}
            {...form.form.register('souhaite_retour')}
          />
          <QrPhotoField ref={photoInput} photo={photo} error={photoError} onPick={onPhoto} />
        </fieldset>

        {/* Honeypot: off-screen and out of the tab order; people never fill it, bots do. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={honeypotId}>{t('form.honeypot')}</label>
          <input
            id={honeypotId}
            name={QR_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>

        <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
          {t('form.submit')}
        </Button>
      </form>
    </div>
  );
}

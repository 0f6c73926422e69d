import {
  QR_HONEYPOT_FIELD,
  QR_SOUHAITS_RETOUR,
  QR_TYPES_RETOUR,
  QR_USAGES,
} from '@app/contracts/reclamation-options';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { CheckCircle2, MapPin } from '@/components/ui/icons';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { usePublicStation, useSubmitQrComplaint } from '@/features/reclamations/api/public';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-failure';
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
  const [values, setValues] = useState<Values>(() => freshValues());
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'photo', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [caseNumber, setCaseNumber] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const photoInput = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // The last failure's toast, taken back once a retry succeeds (it would contradict the success).
  const failureToast = useRef<number | null>(null);
  const honeypotId = useId();

  const lockedLieu = station.data?.lieu ?? null;
  const stationMissing = Boolean(stationReference) && station.isError;

  // Once the station is known its place fills (and locks) the lieu field.
  useEffect(() => {
    if (lockedLieu) setValues((current) => ({ ...current, lieu: lockedLieu }));
  }, [lockedLieu]);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);
  useEffect(() => {
    if (caseNumber) successRef.current?.focus();
  }, [caseNumber]);

  const set = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function onPhoto(file: File | undefined) {
    setErrors((current) => ({ ...current, photo: undefined }));
    if (!file) {
      if (photoInput.current) photoInput.current.value = '';
      return setPhoto(null);
    }
    if (!(QR_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
      return setErrors((current) => ({ ...current, photo: t('form.photoNotImage') }));
    }
    setPhoto(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCaseNumber(null);
    const missing = TEXT_FIELDS.filter((name) => !values[name].trim());
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, t('form.fieldRequired')])));
      setFormError(t('form.required'));
      return;
    }
    setFormError(null);

    const form = new FormData();
    for (const name of TEXT_FIELDS) form.append(name, values[name].trim());
    if (lockedLieu && stationReference) form.append('station', stationReference);
    form.append(QR_HONEYPOT_FIELD, honeypot);
    if (photo) {
      const upload = await shrinkPhoto(photo);
      if (upload.size > PHOTO_MAX_BYTES) {
        setErrors((current) => ({ ...current, photo: t('form.photoTooLarge') }));
        setFormError(t('form.photoTooLarge'));
        return;
      }
      form.append('photo', upload, photo.name);
    }

    try {
      const created = await submit.mutateAsync(form);
      if (failureToast.current !== null) toast.dismiss(failureToast.current);
      failureToast.current = null;
      toast.success(t('form.sent'));
      setCaseNumber(created.caseNumber);
      setValues(freshValues(lockedLieu ?? ''));
      setErrors({});
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        setErrors(fieldErrorsOf(error, [...TEXT_FIELDS, 'photo']));
      }
      const detail = isApiError(error) ? error.message : '';
      if (isApiError(error) && (error.status === 413 || error.status === 415)) {
        setErrors((current) => ({ ...current, photo: error.message }));
      }
      failureToast.current = toast.error(t('form.failed'));
      setFormError(detail ? `${t('form.failed')} — ${detail}` : t('form.failed'));
    }
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
          </div>
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
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
              name="nom"
              required
              autoComplete="family-name"
              value={values.nom}
              onChange={(event) => set('nom')(event.target.value)}
              error={errors.nom}
              maxLength={120}
            />
            <Field
              label={t('form.prenom')}
              name="prenom"
              required
              autoComplete="given-name"
              value={values.prenom}
              onChange={(event) => set('prenom')(event.target.value)}
              error={errors.prenom}
              maxLength={120}
            />
            <Field
              label={t('form.email')}
              name="email"
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email')(event.target.value)}
              error={errors.email}
              maxLength={254}
            />
            <Field
              label={t('form.telephone')}
              name="telephone"
              type="tel"
              inputMode="tel"
              required
              autoComplete="tel"
              value={values.telephone}
              onChange={(event) => set('telephone')(event.target.value)}
              error={errors.telephone}
              maxLength={25}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold text-ink-950">{t('form.problem')}</legend>
          <Select
            label={t('form.typeRetour')}
            name="type_retour"
            required
            placeholder={t('form.choose')}
            options={typeOptions}
            value={values.type_retour}
            onChange={(event) => set('type_retour')(event.target.value)}
            error={errors.type_retour}
          />
          <Field
            multiline
            rows={2}
            label={t('form.lieu')}
            name="lieu"
            required
            value={station.isLoading ? t('form.stationLoading') : values.lieu}
            readOnly={Boolean(lockedLieu) || station.isLoading}
            placeholder={t('form.lieuPlaceholder')}
            onChange={(event) => set('lieu')(event.target.value)}
            error={errors.lieu}
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
              name="date_probleme"
              type="date"
              required
              value={values.date_probleme}
              onChange={(event) => set('date_probleme')(event.target.value)}
              error={errors.date_probleme}
            />
            <Field
              label={t('form.heureProbleme')}
              name="heure_probleme"
              type="time"
              required
              value={values.heure_probleme}
              onChange={(event) => set('heure_probleme')(event.target.value)}
              error={errors.heure_probleme}
            />
          </div>
          <Select
            label={t('form.usage')}
            name="usage_nano_box"
            required
            placeholder={t('form.choose')}
            options={usageOptions}
            value={values.usage_nano_box}
            onChange={(event) => set('usage_nano_box')(event.target.value)}
            error={errors.usage_nano_box}
          />
          <Field
            multiline
            label={t('form.description')}
            name="description"
            required
            rows={5}
            placeholder={t('form.descriptionPlaceholder')}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            error={errors.description}
            maxLength={3000}
          />
          <Select
            label={t('form.souhaiteRetour')}
            name="souhaite_retour"
            required
            placeholder={t('form.choose')}
            options={souhaitOptions}
            value={values.souhaite_retour}
            onChange={(event) => set('souhaite_retour')(event.target.value)}
            error={errors.souhaite_retour}
          />
          <QrPhotoField ref={photoInput} photo={photo} error={errors.photo} onPick={onPhoto} />
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

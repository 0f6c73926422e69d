import { URGENT_KINDS, type UrgentKind } from '@app/contracts/reclamation-options';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { TitledSection } from '@/components/ui/TitledSection';
import { useSubmitUrgentReport } from '@/features/reclamations/api/public';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fieldErrorsOf } from '@/lib/form-failure';
import BatteryCharging from '~icons/lucide/battery-charging';
import Smartphone from '~icons/lucide/smartphone';

const ICONS = { phone_locked: Smartphone, not_charging: BatteryCharging } as const;

/**
 * The urgent path of a station's QR page (issue 32): two one-tap reports, then only what is
 * needed — the locker number for a stuck phone, a phone number to call back — and the visitor
 * lands on the case's follow-up page. Built to be done in under 30 s with one thumb.
 */
export function UrgentReport({ station }: { station: string }) {
  const { t } = useTranslation('reclamations');
  const navigate = useNavigate();
  const submit = useSubmitUrgentReport();
  const [kind, setKind] = useState<UrgentKind | null>(null);
  const [locker, setLocker] = useState('');
  const [telephone, setTelephone] = useState('');
  const [errors, setErrors] = useState<{ locker?: string; telephone?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (kind) firstField.current?.focus();
  }, [kind]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!kind) return;
    setErrors({});
    setFailure(null);
    const lockerNumber = Number(locker);
    const local: { locker?: string; telephone?: string } = {};
    if (
      kind === 'phone_locked' &&
      !(Number.isInteger(lockerNumber) && lockerNumber >= 1 && lockerNumber <= 64)
    ) {
      local.locker = t('urgent.lockerInvalid');
    }
    if (telephone.replace(/\D/g, '').length < 8) local.telephone = t('urgent.phoneInvalid');
    if (local.locker || local.telephone) {
      setErrors(local);
      return;
    }
    try {
      const created = await submit.mutateAsync({
        station,
        kind,
        telephone,
        ...(kind === 'phone_locked' ? { locker: lockerNumber } : {}),
      });
      navigate(created.followUrl, { state: { filed: true } });
    } catch (error) {
      const fields = fieldErrorsOf(error, ['locker', 'telephone', 'station']);
      setErrors({
        ...(fields.locker ? { locker: fields.locker } : {}),
        ...(fields.telephone ? { telephone: fields.telephone } : {}),
      });
      setFailure(
        fields.station ??
          (isApiError(error) ? `${t('urgent.failed')} — ${error.message}` : t('urgent.failed')),
      );
    }
  }

  return (
    <TitledSection
      id="urgent-title"
      level="h2"
      title={t('urgent.title')}
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-6"
      titleClassName="font-bold text-ink-950 text-xl"
    >
      <p className="mt-1 text-ink-700 text-sm">{t('urgent.intro')}</p>
      <fieldset className="mt-4 grid gap-3">
        <legend className="sr-only">{t('urgent.choose')}</legend>
        {URGENT_KINDS.map((option) => {
          const Icon = ICONS[option];
          const chosen = kind === option;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={chosen}
              onClick={() => setKind(option)}
              className={cn(
                'flex min-h-16 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left font-semibold text-base',
                'focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2',
                chosen
                  ? 'border-brand-700 bg-white text-brand-900'
                  : 'border-amber-300 bg-white text-ink-950 hover:border-amber-400',
              )}
            >
              <Icon aria-hidden className="size-6 shrink-0 text-amber-700" />
              {t(`urgent.kinds.${option}`)}
            </button>
          );
        })}
      </fieldset>

      {kind ? (
        <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
          {failure ? (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 text-sm"
            >
              {failure}
            </p>
          ) : null}
          {kind === 'phone_locked' ? (
            <Field
              ref={firstField}
              label={t('urgent.locker')}
              hint={t('urgent.lockerHint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={64}
              required
              value={locker}
              onChange={(event) => setLocker(event.target.value)}
              error={errors.locker}
            />
          ) : null}
          <Field
            ref={kind === 'phone_locked' ? undefined : firstField}
            label={t('urgent.telephone')}
            hint={t('urgent.telephoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={20}
            value={telephone}
            onChange={(event) => setTelephone(event.target.value)}
            error={errors.telephone}
          />
          <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
            {t('urgent.submit')}
          </Button>
        </form>
      ) : null}
    </TitledSection>
  );
}

import type { AdRequest } from '@app/contracts/ads';
import { GOVERNORATES } from '@app/contracts/common';
import type { Daypart, TargetingResult } from '@app/contracts/screens';
import { DEFAULT_PLAYS_PER_HOUR } from '@app/contracts/screens';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Field, useToast } from '@/components/ui';
import { useSaveTargeting, useScreenStations } from '@/features/ads/api/ads';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import Plus from '~icons/lucide/plus';
import Trash2 from '~icons/lucide/trash-2';
import TriangleAlert from '~icons/lucide/triangle-alert';
import { CampaignPricing } from './CampaignPricing';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Where and when an accepted campaign plays: chosen stations and/or whole governorates instead of
 * its space, dayparts (Tunisia), plays per hour and an image's time on screen. Saving shows the
 * stations reached and the hours some screen cannot fit.
 */
export function TargetingDialog({ ad, onClose }: { ad: AdRequest | null; onClose: () => void }) {
  const { t } = useTranslation('ads');
  return (
    <Dialog
      open={ad !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('targeting.title', { name: ad?.user ?? '' })}
      description={t('targeting.description')}
      size="lg"
    >
      {ad ? (
        <div className="flex flex-col gap-5">
          <CampaignPricing key={`pricing-${ad.id}`} ad={ad} />
          <TargetingForm key={ad.id} ad={ad} onClose={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}

function TargetingForm({ ad, onClose }: { ad: AdRequest; onClose: () => void }) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const stations = useScreenStations(true);
  const save = useSaveTargeting();
  const [stationIds, setStationIds] = useState<number[]>(ad.targeting.stationIds);
  const [gouvernorats, setGouvernorats] = useState<string[]>(ad.targeting.gouvernorats);
  const [dayparts, setDayparts] = useState<Daypart[]>(ad.targeting.dayparts);
  const [playsPerHour, setPlaysPerHour] = useState(
    ad.targeting.playsPerHour === null ? '' : String(ad.targeting.playsPerHour),
  );
  const [seconds, setSeconds] = useState(String(Math.round(ad.targeting.durationMs / 1000)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TargetingResult | null>(null);

  const toggle = <T,>(list: T[], value: T) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        id: ad.id,
        targeting: {
          stationIds,
          gouvernorats,
          dayparts,
          playsPerHour: playsPerHour === '' ? null : Number(playsPerHour),
          durationMs: Math.round(Number(seconds) * 1000),
        },
      });
      setResult(saved);
      toast.success(t('targeting.saved'));
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
      else toast.error(errorText(error, t('targeting.saveError')));
    }
  };

  const daypartError = Object.entries(errors).find(([key]) => key.startsWith('dayparts'))?.[1];

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('targeting.seconds')}
          type="number"
          inputMode="numeric"
          min={3}
          max={300}
          value={seconds}
          onChange={(event) => setSeconds(event.target.value)}
          error={errors.durationMs}
          hint={t('targeting.secondsHint')}
        />
        <Field
          label={t('targeting.playsPerHour')}
          type="number"
          inputMode="numeric"
          min={1}
          max={360}
          value={playsPerHour}
          placeholder={String(DEFAULT_PLAYS_PER_HOUR)}
          onChange={(event) => setPlaysPerHour(event.target.value)}
          error={errors.playsPerHour}
          hint={t('targeting.playsPerHourHint', { count: DEFAULT_PLAYS_PER_HOUR })}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink-800 text-sm">{t('targeting.dayparts')}</legend>
        <p className="text-ink-600 text-xs">{t('targeting.daypartsHint')}</p>
        {dayparts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position
          <div key={index} className="flex flex-wrap items-end gap-2">
            <Field
              label={t('targeting.from', { index: index + 1 })}
              type="time"
              value={part.from}
              onChange={(event) =>
                setDayparts(
                  dayparts.map((p, i) => (i === index ? { ...p, from: event.target.value } : p)),
                )
              }
            />
            <Field
              label={t('targeting.to', { index: index + 1 })}
              type="time"
              value={part.to === '24:00' ? '23:59' : part.to}
              onChange={(event) =>
                setDayparts(
                  dayparts.map((p, i) =>
                    i === index
                      ? { ...p, to: event.target.value === '23:59' ? '24:00' : event.target.value }
                      : p,
                  ),
                )
              }
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              aria-label={t('targeting.removeDaypart', { index: index + 1 })}
              onClick={() => setDayparts(dayparts.filter((_, i) => i !== index))}
            >
              {t('targeting.remove')}
            </Button>
          </div>
        ))}
        {daypartError ? (
          <p role="alert" className="text-red-700 text-sm">
            {daypartError}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            disabled={dayparts.length >= 8}
            onClick={() => setDayparts([...dayparts, { from: '08:00', to: '12:00' }])}
          >
            {t('targeting.addDaypart')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink-800 text-sm">{t('targeting.stations')}</legend>
        <p className="text-ink-600 text-xs">{t('targeting.targetsHint')}</p>
        {stations.isError ? (
          <p role="alert" className="text-red-700 text-sm">
            {t('targeting.stationsError')}
          </p>
        ) : (stations.data ?? []).length === 0 && !stations.isPending ? (
          <p className="text-ink-600 text-sm">{t('targeting.noStations')}</p>
        ) : (
          <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-ink-200 p-2 sm:grid-cols-2">
            {(stations.data ?? []).map((station) => (
              <label key={station.stationId} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={stationIds.includes(station.stationId)}
                  onChange={() => setStationIds(toggle(stationIds, station.stationId))}
                />
                <span>
                  {station.reference}
                  {station.espaceNom ? ` · ${station.espaceNom}` : ''}
                </span>
              </label>
            ))}
          </div>
        )}
        {errors.stationIds ? (
          <p role="alert" className="text-red-700 text-sm">
            {errors.stationIds}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-ink-800 text-sm">{t('targeting.gouvernorats')}</legend>
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border border-ink-200 p-2 grid-cols-2 sm:grid-cols-3">
          {GOVERNORATES.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={gouvernorats.includes(name)}
                onChange={() => setGouvernorats(toggle(gouvernorats, name))}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>

      {result ? (
        <div className="flex flex-col gap-2 rounded-xl bg-ink-50 p-3 text-sm" aria-live="polite">
          <p className="text-ink-800">
            {t('targeting.reach', {
              count: result.stations.length,
              unpaired: result.stations.filter((station) => !station.paired).length,
            })}
          </p>
          {result.overbooked.length > 0 ? (
            <p className="flex gap-2 text-amber-900">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('targeting.overbooked', {
                list: [...new Set(result.overbooked.map((hour) => hour.reference))]
                  .map((reference) => {
                    const hours = result.overbooked.filter((hour) => hour.reference === reference);
                    return t('targeting.overbookedStation', {
                      reference,
                      hours: hours
                        .map((hour) =>
                          t('targeting.overbookedHour', {
                            hour: String(hour.hour).padStart(2, '0'),
                            minutes: minutes(hour.bookedMs),
                          }),
                        )
                        .join(', '),
                    });
                  })
                  .join(t('targeting.overbookedJoin')),
              })}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('targeting.save')}
        </Button>
      </div>
    </form>
  );
}

import {
  type AdminStation,
  STATION_MODELS,
  STATION_STATUSES,
  stationInputSchema,
} from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { EspacePicker } from '@/features/espaces';
import { type PlaceFormDialogProps, usePlaceForm } from '@/features/places/api/use-place-form';
import { ClientPicker } from '@/features/users';
import { toIsoDate } from '@/lib/format';

/** A new station is an available Nano Box made today. */
const valuesOf = (station: AdminStation | null) => ({
  reference: station?.reference ?? '',
  espaceId: station?.espaceId ?? null,
  clientId: station?.clientId ?? null,
  model: station?.model ?? 'Nano Box',
  status: station?.status ?? 'available',
  fabrication: station ? (station.fabrication ?? '') : toIsoDate(new Date()),
  entretien: station?.entretien ?? '',
  finLocation: station?.finLocation ?? '',
});

/** 'Add Stations' / edit a station: its space, client, model, dates and status. */
export function StationFormDialog(props: PlaceFormDialogProps<AdminStation>) {
  const { t } = useTranslation('stations');
  const { form, editing, dialog } = usePlaceForm(
    'stations',
    props,
    stationInputSchema,
    valuesOf,
    (values) => t('admin.created', { reference: values.reference }),
  );

  return (
    <FormDialog {...dialog} size="lg" className="grid gap-4 sm:grid-cols-2">
      <Field label={t('admin.columns.reference')} required {...form.field('reference')} />
      <Select
        label={t('admin.columns.model')}
        required
        options={STATION_MODELS}
        {...form.field('model')}
      />
      <EspacePicker
        control={form.control}
        name="espaceId"
        label={t('admin.columns.espacePublic')}
        currentLabel={editing?.espacePublic ?? null}
        required
      />
      <ClientPicker
        control={form.control}
        name="clientId"
        label={t('admin.columns.client')}
        currentLabel={editing?.client ?? null}
        noneLabel={t('admin.noClient')}
      />
      <Select
        label={t('admin.columns.status')}
        required
        options={STATION_STATUSES.map((status) => ({
          value: status,
          label: t(`admin.status.${status}`),
        }))}
        {...form.field('status')}
      />
      <Field
        label={t('admin.columns.fabrication')}
        type="date"
        required
        {...form.field('fabrication')}
      />
      <Field label={t('admin.columns.entretien')} type="date" {...form.field('entretien')} />
      <Field label={t('admin.columns.finLocation')} type="date" {...form.field('finLocation')} />
    </FormDialog>
  );
}

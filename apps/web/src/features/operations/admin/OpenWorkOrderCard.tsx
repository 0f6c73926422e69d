import {
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_PRIORITIES,
  type WorkOrderPriority,
} from '@app/contracts/operations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { useCreateWorkOrder } from '@/features/operations/api/operations';
import { errorText } from '@/lib/error-text';
import { fieldErrorsOf } from '@/lib/form-failure';

/** Staff open a work order from a station's page (the deadline is the staff default). */
export function OpenWorkOrderCard({ stationId }: { stationId: number }) {
  const { t } = useTranslation('operations');
  const create = useCreateWorkOrder();
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<WorkOrderPriority>('normale');
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState<number | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setOpened(null);
    try {
      const order = await create.mutateAsync({ stationId, description, priority });
      setOpened(order.id);
      setDescription('');
    } catch (failure) {
      setError(
        fieldErrorsOf(failure, ['description']).description ??
          errorText(failure, t('workOrders.updateFailed')),
      );
    }
  }

  return (
    <Card title={t('workOrders.create.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <Field
          label={t('workOrders.create.description')}
          multiline
          rows={2}
          maxLength={WORK_ORDER_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={error}
          required
        />
        <Select
          label={t('workOrders.create.priority')}
          value={priority}
          onChange={(event) => setPriority(event.target.value as WorkOrderPriority)}
          options={WORK_ORDER_PRIORITIES.map((value) => ({
            value,
            label: t(`workOrders.priority.${value}`),
          }))}
          className="sm:w-56"
        />
        <Button
          type="submit"
          size="lg"
          loading={create.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {t('workOrders.create.submit')}
        </Button>
        {opened ? (
          <p role="status" className="text-brand-800 text-sm">
            <Link
              to={`/adminn?section=interventions&id=${opened}`}
              className="underline underline-offset-2"
            >
              {t('workOrders.create.done', { id: opened })}
            </Link>
          </p>
        ) : null}
      </form>
    </Card>
  );
}

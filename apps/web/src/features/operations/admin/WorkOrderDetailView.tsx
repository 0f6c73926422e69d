import type { WorkOrderDetail, WorkOrderPatch } from '@app/contracts/operations';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useToast } from '@/components/ui/Toast';
import {
  useAddWorkOrderNote,
  useAssignableStaff,
  usePatchWorkOrder,
  useReplyToVisitor,
  useWorkOrder,
} from '@/features/operations/api/operations';
import { VisitorReplies } from '@/features/reclamations';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import ArrowLeft from '~icons/lucide/arrow-left';
import Phone from '~icons/lucide/phone';
import { CommandList } from './CommandList';
import { StationCommandsCard } from './StationCommandsCard';
import { PRIORITY_TONES, STATUS_TONES, useWorkOrderSummary } from './WorkOrderCard';

/** The next step a technician takes, as one large button. */
type StepLabel = `workOrders.actions.${'take' | 'start' | 'resolve' | 'reopen'}`;

function nextStep(order: WorkOrderDetail): { label: StepLabel; patch: WorkOrderPatch } | null {
  switch (order.status) {
    case 'ouvert':
      return { label: 'workOrders.actions.take', patch: { status: 'assigné' } };
    case 'assigné':
      return { label: 'workOrders.actions.start', patch: { status: 'en cours' } };
    case 'en cours':
      return { label: 'workOrders.actions.resolve', patch: { status: 'résolu' } };
    default:
      return { label: 'workOrders.actions.reopen', patch: { status: 'en cours' } };
  }
}

/**
 * A work order: its station, deadline, owner and state, the replies to the visitor of an urgent
 * report, the commands sent, notes and photos.
 */
export function WorkOrderDetailView({ id, backHref }: { id: number; backHref: string }) {
  const { t } = useTranslation('operations');
  const toast = useToast();
  const detail = useWorkOrder(id);
  const patch = usePatchWorkOrder(id);
  const staff = useAssignableStaff();
  const summary = useWorkOrderSummary();
  const order = detail.data;

  async function apply(change: WorkOrderPatch) {
    try {
      await patch.mutateAsync(change);
      toast.success(t('workOrders.actions.done'));
    } catch (error) {
      toast.error(errorText(error, t('workOrders.updateFailed')));
    }
  }

  const back = (
    <Link
      to={backHref}
      className={buttonClasses({ variant: 'ghost', className: '-ml-3 justify-self-start' })}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('workOrders.back')}
    </Link>
  );

  if (detail.isError) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {back}
        <p role="alert" className="text-red-700 text-sm">
          {t('workOrders.loadError')}
        </p>
      </div>
    );
  }
  if (!order) return <Skeleton className="h-60 rounded-xl" />;
  const step = nextStep(order);
  const late = order.overdue && order.status !== 'résolu';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {back}
      <Card>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-bold text-ink-950 text-xl">
              {t('workOrders.detailTitle', { id: order.id })}
            </h2>
            <Badge tone={PRIORITY_TONES[order.priority]}>
              {t(`workOrders.priority.${order.priority}`)}
            </Badge>
            <Badge tone={STATUS_TONES[order.status]}>
              {t(`workOrders.status.${order.status}`)}
            </Badge>
            {late ? <Badge tone="danger">{t('workOrders.overdue')}</Badge> : null}
          </div>
          <p className="font-semibold text-ink-900">
            {t('workOrders.station', { reference: order.reference })}
            {order.lieu ? <span className="font-normal text-ink-600"> — {order.lieu}</span> : null}
          </p>
          <p className="text-ink-800">{summary(order)}</p>
          <ul className="grid gap-1 text-ink-600 text-sm">
            <li>{t(`workOrders.cause.${order.cause}`)}</li>
            {order.caseNumber ? (
              <li>{t('workOrders.caseNumber', { caseNumber: order.caseNumber })}</li>
            ) : null}
            <li>{t('workOrders.createdAt', { date: formatDateTime(order.createdAt) })}</li>
            <li className={late ? 'font-semibold text-red-700' : undefined}>
              {t('workOrders.deadline', { date: formatDateTime(order.deadlineAt) })}
            </li>
            {order.resolvedAt ? (
              <li>{t('workOrders.resolvedAt', { date: formatDateTime(order.resolvedAt) })}</li>
            ) : null}
          </ul>
          {order.callbackPhone ? (
            <a
              href={`tel:${order.callbackPhone.replace(/[^\d+]/g, '')}`}
              className={buttonClasses({
                variant: 'secondary',
                size: 'lg',
                className:
                  'h-auto min-h-12 w-full whitespace-normal py-2 text-base sm:w-auto sm:self-start',
              })}
            >
              <Phone aria-hidden className="size-5 shrink-0" />
              {/* A flex item does not wrap unless it may shrink: the number stays inside at 375 px. */}
              <span className="min-w-0 whitespace-normal">
                {t('workOrders.callBack', { phone: order.callbackPhone })}
              </span>
            </a>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {step ? (
              <Button
                size="lg"
                className="w-full sm:w-auto"
                loading={patch.isPending}
                onClick={() => void apply(step.patch)}
              >
                {t(step.label)}
              </Button>
            ) : null}
            <Select
              label={t('workOrders.assign')}
              value={order.assignee ? String(order.assignee.id) : ''}
              onChange={(event) =>
                void apply({ assigneeId: event.target.value ? Number(event.target.value) : null })
              }
              options={[
                { value: '', label: t('workOrders.assignNobody') },
                ...(staff.data ?? []).map((person) => ({
                  value: String(person.id),
                  label: person.name,
                })),
              ]}
              className="w-full sm:w-64"
            />
          </div>
          <Link
            to={`/admin/stations/${order.stationId}`}
            className="text-brand-800 text-sm underline underline-offset-2"
          >
            {t('workOrders.stationPage')}
          </Link>
        </div>
      </Card>

      {order.caseNumber ? <RepliesCard order={order} /> : null}

      {order.status !== 'résolu' ? (
        <StationCommandsCard stationId={order.stationId} workOrderId={order.id} />
      ) : (
        <Card title={t('workOrders.commands')}>
          <CommandList commands={order.commands} emptyText={t('workOrders.commandsEmpty')} />
        </Card>
      )}

      <NotesCard order={order} />
    </div>
  );
}

/** The visitor who reported it reads these replies on their follow-up page. */
function RepliesCard({ order }: { order: WorkOrderDetail }) {
  const reply = useReplyToVisitor(order.id);
  return (
    <Card>
      <VisitorReplies
        headingLevel="h2"
        replies={order.replies}
        onSend={(text) => reply.mutateAsync(text)}
        sending={reply.isPending}
      />
    </Card>
  );
}

function NotesCard({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('operations');
  const toast = useToast();
  const add = useAddWorkOrderNote(order.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const photo = useRef<HTMLInputElement>(null);
  const photoId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const body = new FormData();
    body.append('text', text);
    const file = photo.current?.files?.[0];
    if (file) body.append('photo', file, file.name);
    try {
      await add.mutateAsync(body);
      setText('');
      if (photo.current) photo.current.value = '';
      toast.success(t('workOrders.noteAdded'));
    } catch (failure) {
      setError(errorText(failure, t('workOrders.updateFailed')));
    }
  }

  return (
    <Card title={t('workOrders.notes')}>
      {order.notes.length === 0 ? (
        <p className="text-ink-600 text-sm">{t('workOrders.notesEmpty')}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {order.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-ink-600 text-xs">
                {note.author?.name ?? '—'} · {formatDateTime(note.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-ink-900">{note.text}</p>
              {note.photoUrl ? (
                <img
                  src={note.photoUrl}
                  alt={t('workOrders.notePhotoAlt', { name: note.author?.name ?? '—' })}
                  className="mt-2 max-h-64 rounded-lg border border-ink-200"
                  loading="lazy"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
        <Field
          label={t('workOrders.noteText')}
          multiline
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          required
        />
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={photoId} className="font-medium text-ink-900 text-sm">
            {t('workOrders.notePhoto')}
          </label>
          <input
            ref={photo}
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${photoId}-hint`}
            className="block w-full min-w-0 max-w-full text-ink-800 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:font-semibold file:text-ink-900"
          />
          <p id={`${photoId}-hint`} className="text-ink-600 text-xs">
            {t('workOrders.notePhotoHint')}
          </p>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={add.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {t('workOrders.addNote')}
        </Button>
      </form>
    </Card>
  );
}

import type { StationCredentials } from '@app/contracts/telemetry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { CopyField } from '@/components/ui/CopyField';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { IconButton } from '@/components/ui/IconButton';
import { useIssueCredentials } from '@/features/telemetry/api/telemetry';
import { errorText } from '@/lib/error-text';
import KeyRound from '~icons/lucide/key-round';
import TriangleAlert from '~icons/lucide/triangle-alert';

/**
 * The station's MQTT credentials: issuing them shows the password this once (the server keeps
 * only its hash) and revokes the previous one, which the dialog says before the admin confirms.
 */
export function CredentialsButton({
  stationId,
  reference,
}: {
  stationId: number;
  reference: string;
}) {
  const { t } = useTranslation('telemetry');
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<StationCredentials | null>(null);
  const issue = useIssueCredentials();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // Closing forgets the password: it is never shown again.
      setIssued(null);
      issue.reset();
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <IconButton
          aria-label={t('credentials.open', { reference })}
          icon={<KeyRound aria-hidden className="size-4" />}
        />
      }
      title={t('credentials.title', { reference })}
      description={t('credentials.description')}
      footer={
        issued ? (
          <DialogClose asChild>
            <Button>{t('credentials.done')}</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('credentials.cancel')}</Button>
            </DialogClose>
            <Button
              loading={issue.isPending}
              onClick={() => issue.mutate(stationId, { onSuccess: setIssued })}
            >
              {t('credentials.issue')}
            </Button>
          </>
        )
      }
    >
      {issued ? (
        <div className="flex flex-col gap-3">
          <p
            role="alert"
            className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200"
          >
            <TriangleAlert aria-hidden className="size-5 shrink-0" />
            {t('credentials.shownOnce')}
          </p>
          <CopyField label={t('credentials.mqttUrl')} value={issued.mqttUrl} />
          <CopyField label={t('credentials.username')} value={issued.username} />
          <CopyField label={t('credentials.password')} value={issued.password} />
          <CopyField
            label={t('credentials.topic')}
            value={`stations/${issued.username}/telemetry`}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2 text-ink-700 text-sm">
          <p>{t('credentials.revokes')}</p>
          {issue.isError ? (
            <p role="alert" className="text-red-700">
              {errorText(issue.error, t('errors.generic'))}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { useToast } from '@/components/ui/Toast';
import { apiBlob } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { errorText } from '@/lib/error-text';
import QrCode from '~icons/lucide/qr-code';

export interface StationQrDownloadProps {
  stationId: number;
  reference: string;
  /** Text-only buttons, for a table row where every column must fit. */
  compact?: boolean;
}

type Format = 'svg' | 'pdf';

/**
 * Downloads the printable QR sticker of a station (SVG or PDF). The files are admin-only, so they
 * are fetched with the bearer token and saved through a blob link rather than opened as plain links.
 */
export function StationQrDownload({
  stationId,
  reference,
  compact = false,
}: StationQrDownloadProps) {
  const { t } = useTranslation('reclamations');
  const toast = useToast();
  const [pending, setPending] = useState<Format | null>(null);

  async function download(format: Format) {
    setPending(format);
    try {
      const { blob, filename } = await apiBlob(`/api/admin/stations/${stationId}/qr.${format}`, {
        auth: 'admin',
      });
      downloadBlob(blob, filename ?? `qr-${reference}.${format}`);
    } catch (error) {
      toast.error(errorText(error, t('sticker.failed')));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={compact ? 'inline-flex flex-col gap-1' : 'inline-flex gap-1.5'}>
      {(['svg', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          icon={compact ? undefined : <QrCode aria-hidden="true" className="size-4" />}
          loading={pending === format}
          disabled={pending !== null && pending !== format}
          aria-label={t('sticker.download', { format: format.toUpperCase(), reference })}
          title={t('sticker.download', { format: format.toUpperCase(), reference })}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}

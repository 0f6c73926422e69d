import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, StatCard, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import {
  downloadCampaignReport,
  type ReportAudience,
  useCampaignReport,
} from '@/features/ads/api/ads';
import { downloadBlob } from '@/lib/download';
import { errorText } from '@/lib/error-text';
import { formatDate, formatNumber } from '@/lib/format';
import Clock from '~icons/lucide/clock';
import Download from '~icons/lucide/download';
import Play from '~icons/lucide/play';

/** `1 h 02 min`, `4 min 05 s`, `12 s`. */
function formatAirtime(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

/**
 * A campaign's proof of play: plays and airtime, by station and by day, the targeted screens that
 * were offline during it, and its CSV / PDF export. Staff and the advertiser see the same report.
 */
export function CampaignReport({ audience, adId }: { audience: ReportAudience; adId: number }) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const report = useCampaignReport(audience, adId);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);

  const download = async (format: 'csv' | 'pdf') => {
    setExporting(format);
    try {
      const { blob, filename } = await downloadCampaignReport(audience, adId, format);
      downloadBlob(blob, filename ?? `preuve-diffusion-${adId}.${format}`);
    } catch (error) {
      toast.error(errorText(error, t('report.exportError')));
    } finally {
      setExporting(null);
    }
  };

  if (report.isPending) return <Skeleton className="h-40 w-full" />;
  if (report.isError) {
    return <LoadError error={report.error} fallback={t('report.loadError')} look="panel" />;
  }
  const data = report.data;
  const number = (value: number) => formatNumber(value);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-700 text-sm">
        {t('report.period', { from: formatDate(data.dateDebut), to: formatDate(data.dateFin) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard
          icon={<Play className="size-5" />}
          label={t('report.plays')}
          value={number(data.plays)}
          detail={t('report.playsDetail', { count: data.stations.length })}
        />
        <StatCard
          icon={<Clock className="size-5" />}
          label={t('report.airtime')}
          value={formatAirtime(data.airtimeMs)}
          detail={t('report.airtimeDetail', { count: data.days.length })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {(['csv', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            icon={<Download aria-hidden="true" className="size-4" />}
            loading={exporting === format}
            onClick={() => void download(format)}
          >
            {t(`report.export.${format}`)}
          </Button>
        ))}
      </div>
      <ReportTable
        caption={t('report.byStation')}
        first={t('report.station')}
        empty={t('report.noPlays')}
        rows={data.stations.map((row) => ({
          key: String(row.stationId),
          label: row.reference,
          plays: number(row.plays),
          airtime: formatAirtime(row.airtimeMs),
        }))}
      />
      <ReportTable
        caption={t('report.byDay')}
        first={t('report.day')}
        empty={t('report.noPlays')}
        rows={data.days.map((row) => ({
          key: row.date,
          label: formatDate(row.date),
          plays: number(row.plays),
          airtime: formatAirtime(row.airtimeMs),
        }))}
      />
      <div>
        <h3 className="font-semibold text-ink-900 text-sm">{t('report.offline')}</h3>
        {data.offlineScreens.length === 0 ? (
          <p className="mt-1 text-ink-600 text-sm">{t('report.noOffline')}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-ink-800 text-sm">
            {data.offlineScreens.map((screen) => (
              <li key={screen.stationId}>
                {screen.paired
                  ? t('report.offlineFor', {
                      reference: screen.reference,
                      duration: formatAirtime(screen.offlineMs),
                    })
                  : t('report.notPaired', { reference: screen.reference })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ReportTable({
  caption,
  first,
  empty,
  rows,
}: {
  caption: string;
  first: string;
  empty: string;
  rows: { key: string; label: string; plays: string; airtime: string }[];
}) {
  const { t } = useTranslation('ads');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-ink-900">{caption}</caption>
        <thead>
          <tr className="border-ink-200 border-b text-ink-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              {first}
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              {t('report.plays')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('report.airtime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-ink-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-ink-100 border-b">
                <th scope="row" className="py-1 pr-3 font-normal text-ink-900">
                  {row.label}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{row.plays}</td>
                <td className="py-1 text-right tabular-nums">{row.airtime}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '@/lib/admin-list';
import type { QueryParams } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import Download from '~icons/lucide/download';
import Plus from '~icons/lucide/plus';
import { Button } from './Button';
import { useToast } from './Toast';

export interface ListHeaderProps {
  title: ReactNode;
  /** Heading level: h2 inside the back-office shell, h1 on a standalone page. */
  as?: 'h1' | 'h2';
  description?: ReactNode;
  /** CSV export of the current filter. */
  exportPath: string;
  exportQuery: QueryParams;
  exportName: string;
  /** The 'Add …' button. */
  addLabel?: string;
  onAdd?: () => void;
  children?: ReactNode;
}

export function ListHeader({
  title,
  as: Heading = 'h2',
  description,
  exportPath,
  exportQuery,
  exportName,
  addLabel,
  onAdd,
  children,
}: ListHeaderProps) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(exportPath, exportQuery, exportName);
    } catch (error) {
      toast.error(errorText(error, t('errors.export')));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-4 pb-3">
      <div className="min-w-0">
        <Heading className="font-semibold text-ink-950 text-xl">{title}</Heading>
        {description ? <p className="mt-1 text-ink-600 text-sm">{description}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <Button
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          loading={exporting}
          onClick={exportCsv}
        >
          {t('list.exportCsv')}
        </Button>
        {onAdd && addLabel ? (
          <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

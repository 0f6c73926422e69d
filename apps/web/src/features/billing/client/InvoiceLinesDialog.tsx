import { formatMillimes } from '@app/contracts/billing';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose } from '@/components/ui';
import type { InvoiceDialogProps } from '@/features/billing/shared/dialog-props';
import { useLang } from '@/lib/i18n';

/**
 * What an invoice bills, line by line (rentals, then ad campaigns with their basis and quantity),
 * and its totals: the portal shows it without opening the PDF.
 */
export function InvoiceLinesDialog({ invoice, onClose }: InvoiceDialogProps) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const money = (value: number) => formatMillimes(value, lang);
  const totals: [string, number][] = invoice
    ? [
        [t('lines.ht'), invoice.htMillimes],
        [t('lines.tva'), invoice.tvaMillimes],
        [t('lines.stamp'), invoice.stampMillimes],
        [t('lines.ttc'), invoice.ttcMillimes],
      ]
    : [];
  return (
    <Dialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('lines.title', { number: invoice?.number ?? '' })}
      size="lg"
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t('actions.close')}</Button>
        </DialogClose>
      }
    >
      {invoice ? (
        <div className="grid gap-3 text-sm">
          <ul aria-label={t('lines.caption')} className="grid gap-2">
            {invoice.lines.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
                key={index}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-ink-200 p-3"
              >
                <span className="min-w-0 flex-1 text-ink-900">{line.label}</span>
                <span className="font-medium text-ink-950 tabular-nums">
                  {money(line.amountMillimes)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {totals.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-700">{label}</dt>
                <dd className="text-right font-medium text-ink-950 tabular-nums">{money(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Dialog>
  );
}

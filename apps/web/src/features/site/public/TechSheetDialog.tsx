import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import type { Product } from '@/config/products';
import { useProvidedSiteContent } from '@/features/site/api/site-content';
import { useLang } from '@/lib/i18n';
import { ProductArt } from './ProductArt';

/** A product's technical sheet in the current language, as the company published it. */
export default function TechSheetDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const { t } = useTranslation('site');
  const { lang } = useLang();
  const sheet =
    useProvidedSiteContent().products.find((entry) => entry.id === product.id)?.sheet ?? [];
  const hasIndicative = sheet.some((row) => row.indicative);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('landing.products.sheetTitle', { name: product.name })}
      size="lg"
      bodyLabel={t('landing.products.sheetCaption', { name: product.name })}
    >
      <div className="grid gap-6 sm:grid-cols-[160px_1fr]">
        <ProductArt id={product.id} className="mx-auto h-auto w-32 sm:w-40" />
        <div className="min-w-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('landing.products.sheetCaption', { name: product.name })}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('landing.products.characteristic')}</th>
                <th scope="col">{t('landing.products.value')}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown, never reordered here
                <tr key={index} className="border-ink-100 border-b last:border-0">
                  <th scope="row" className="py-2.5 pr-4 align-top font-medium text-ink-600">
                    {row.label[lang]}
                  </th>
                  <td className="py-2.5 text-ink-950">
                    {row.value[lang]}
                    {row.indicative ? (
                      <span className="ml-1 text-ink-500">
                        ({t('landing.products.indicativeMark')}
                        <span aria-hidden="true">*</span>)
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasIndicative ? (
            <p className="mt-3 text-ink-500 text-xs">* {t('landing.products.indicative')}</p>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

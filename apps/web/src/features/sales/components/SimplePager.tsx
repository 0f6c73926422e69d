import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';

export interface SimplePagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}

/** The staff screen's pager: 'Précédent' (disabled on page 1), 'Page N', 'Suivant'. */
export function SimplePager({ page, pageCount, onChange, label }: SimplePagerProps) {
  const { t } = useTranslation('sales');
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('staff.previous')}
      </Button>
      <span aria-live="polite" className="min-w-16 text-center font-medium text-ink-800 text-sm">
        {t('staff.pageIndicator', { page })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('staff.next')}
      </Button>
    </nav>
  );
}

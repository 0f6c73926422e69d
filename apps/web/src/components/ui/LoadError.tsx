import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { Button } from '.';

type LoadErrorProps =
  /** The portal's cards: the generic text and a retry button. */
  | { onRetry: () => void }
  /**
   * A list or panel: `error`'s text (see errorText; `only` as there), else `fallback`; nothing
   * while `error` is null (a query that has not failed). `className` replaces the default look
   * (a line under a back-office list's header).
   */
  | { error: unknown; fallback: string; only?: 'refusal'; className?: string };

/**
 * The one way a failed load says so, instead of an empty table that looks like "no data".
 */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation('common');
  if ('onRetry' in props) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 px-5 py-6 text-ink-700 text-sm">
        <p>{t('errors.loadData')}</p>
        <Button variant="secondary" size="sm" onClick={props.onRetry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  const { error, fallback, only, className = 'px-4 pb-3 text-red-700 text-sm' } = props;
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={className}>
      {errorText(error, fallback, only ? { only } : undefined)}
    </p>
  );
}

import { type Contract, formatBasisPoints, MAX_COMMISSION_BP } from '@app/contracts/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, useToast } from '@/components/ui';
import { useSetCommission } from '@/features/billing/api/billing';
import type { ContractDialogProps } from '@/features/billing/shared/dialog-props';
import { errorText } from '@/lib/error-text';
import { useLang } from '@/lib/i18n';

/**
 * A percentage typed by staff (`12,5`, `12.5`, `10`) → basis points (1,250), '' → null (none);
 * undefined when it is not a percentage of 0 to 100 with at most two decimals.
 */
export function parseCommission(text: string): number | null | undefined {
  const trimmed = text.replace(/[\s%]/g, '');
  if (trimmed === '') return null;
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_COMMISSION_BP ? bp : undefined;
}

/** Basis points as staff type them back: 1250 → `12,5` (fr) / `12.5` (en). */
const commissionText = (bp: number | null, lang: 'fr' | 'en') =>
  bp === null ? '' : formatBasisPoints(bp, lang).replace(/\s?%$/, '');

/** Sets the venue partner's commission of a contract (percentage of the attributed ad revenue). */
export function CommissionDialog({ contract, onClose }: ContractDialogProps) {
  const { t } = useTranslation('billing');
  return (
    <Dialog
      open={contract !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('commission.title', { client: contract?.client ?? '' })}
      description={t('commission.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.close')}</Button>
          </DialogClose>
          <Button type="submit" form="billing-commission">
            {t('commission.save')}
          </Button>
        </>
      }
    >
      {contract ? <CommissionForm key={contract.id} contract={contract} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CommissionForm({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { lang } = useLang();
  const toast = useToast();
  const save = useSetCommission();
  const [text, setText] = useState(commissionText(contract.commissionBp, lang));
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const commissionBp = parseCommission(text);
    if (commissionBp === undefined) return setError(t('commission.invalid'));
    try {
      await save.mutateAsync({ id: contract.id, commissionBp });
      toast.success(t('commission.saved'));
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('errors.generic')));
    }
  };

  return (
    <form
      id="billing-commission"
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('commission.label')}
        hint={t('commission.hint')}
        inputMode="decimal"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

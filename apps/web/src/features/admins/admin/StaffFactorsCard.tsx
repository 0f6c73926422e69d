import { STAFF_ROLES, type StaffRole } from '@app/contracts/admins';
import type { StaffFactors } from '@app/contracts/passkeys';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, useToast } from '@/components/ui';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { Select } from '@/components/ui/Select';
import { type Column, Table } from '@/components/ui/Table';
import {
  useResetFactors,
  useSetStaffRole,
  useStaffFactors,
} from '@/features/admins/api/passkeys-api';
import { errorText } from '@/lib/error-text';

/**
 * Every staff account's role and second factors: the role (admin or technicien, issue 32) and
 * resets (a lost key, a compromised photo).
 */
export function StaffFactorsCard() {
  const { t } = useTranslation('admins');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const factors = useStaffFactors();
  const reset = useResetFactors();
  const setRole = useSetStaffRole();

  const changeRole = async (row: StaffFactors, role: StaffRole) => {
    const name = `${row.prenom} ${row.nom}`;
    const ok = await confirm({
      message: t('factors.confirmRole', { name, role: t(`factors.roles.${role}`) }),
      confirmLabel: t('factors.changeRole'),
    });
    if (!ok) return;
    try {
      await setRole.mutateAsync({ id: row.id, role });
      toast.success(t('factors.roleDone', { name }));
    } catch (failure) {
      toast.error(errorText(failure, t('factors.loadFailed')));
    }
  };

  const resetOne = async (row: StaffFactors, what: 'passkeys' | 'face') => {
    const name = `${row.prenom} ${row.nom}`;
    const ok = await confirm({
      message: t(what === 'passkeys' ? 'factors.confirmPasskeys' : 'factors.confirmFace', {
        name,
      }),
      confirmLabel: t(what === 'passkeys' ? 'factors.resetPasskeys' : 'factors.resetFace'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await reset.mutateAsync({ id: row.id, passkeys: what === 'passkeys', face: what === 'face' });
      toast.success(t('factors.done'));
    } catch (failure) {
      toast.error(errorText(failure, t('factors.loadFailed')));
    }
  };

  const columns: Column<StaffFactors>[] = [
    {
      key: 'account',
      header: t('factors.account'),
      rowHeader: true,
      cell: (row) => (
        <span className="break-words">
          {row.prenom} {row.nom}
          <span className="block break-all text-ink-600 text-xs">{row.email}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: t('factors.role'),
      // Stacked on a phone, what is too wide beside its label (the role, the buttons) goes under it.
      className: 'max-md:flex-wrap',
      cell: (row) => (
        <Select
          label={t('factors.roleLabel', { name: `${row.prenom} ${row.nom}` })}
          labelHidden
          value={row.role}
          disabled={setRole.isPending}
          onChange={(event) => void changeRole(row, event.target.value as StaffRole)}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`factors.roles.${role}`) }))}
          className="min-w-44"
        />
      ),
    },
    {
      key: 'face',
      header: t('factors.face'),
      cell: (row) => (
        <Badge tone={row.faceReference ? 'success' : 'neutral'}>
          {row.faceReference ? t('factors.yes') : t('factors.no')}
        </Badge>
      ),
    },
    { key: 'passkeys', header: t('factors.passkeys'), cell: (row) => String(row.passkeys) },
    {
      key: 'actions',
      header: t('factors.actions'),
      className: 'max-md:flex-wrap',
      cell: (row) => {
        const name = `${row.prenom} ${row.nom}`;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={row.passkeys === 0}
              aria-label={t('factors.resetPasskeysLabel', { name })}
              onClick={() => void resetOne(row, 'passkeys')}
            >
              {t('factors.resetPasskeys')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!row.faceReference}
              aria-label={t('factors.resetFaceLabel', { name })}
              onClick={() => void resetOne(row, 'face')}
            >
              {t('factors.resetFace')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <Card title={t('factors.title')} titleAs="h2" className="mt-6">
      <p className="mb-4 text-ink-600 text-sm">{t('factors.intro')}</p>
      {factors.isError ? (
        <p role="alert" className="text-red-800">
          {t('factors.loadFailed')}
        </p>
      ) : (
        <Table
          columns={columns}
          rows={factors.data ?? []}
          rowKey={(row) => row.id}
          caption={t('factors.title')}
          captionHidden
          loading={factors.isPending}
          stackBelow="md"
        />
      )}
      {confirmDialog}
    </Card>
  );
}

import { type Admin, adminRegisterFieldsSchema } from '@app/contracts/admins';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { Button, buttonClasses, Card, Skeleton, useToast } from '@/components/ui';
import { paths } from '@/config/paths';
import { adminMeQuery, useAdminMe } from '@/features/admins/api/admin-api';
import { setAdminRecord } from '@/lib/auth-storage';
import { useMessage } from '@/lib/use-message';
import ScanFace from '~icons/lucide/scan-face';
import { AdminAuthLayout } from './AdminAuthLayout';
import { PasskeysCard } from './PasskeysCard';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfilePhoto } from './ProfilePhoto';
import { StaffFactorsCard } from './StaffFactorsCard';
import { useAdminSignOut } from './use-admin-sign-out';
import { useCurrentAdmin } from './use-current-admin';

const DETAILS = ['nom', 'prenom', 'email', 'telephone', 'poste'] as const;

/** Keeps the admin stored at login (header menu, face check) in step with the server. */
function useSyncStoredAdmin(fresh: Admin | undefined, stored: Admin | null) {
  useEffect(() => {
    if (fresh && JSON.stringify(fresh) !== JSON.stringify(stored)) setAdminRecord(fresh);
  }, [fresh, stored]);
}

/** admin/profile: the own account in view mode; 'Modifier' switches to the edit form. */
export function AdminProfilePage() {
  const { t } = useTranslation('admins');
  const { t: tc } = useTranslation('common');
  const message = useMessage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = useCurrentAdmin();
  const me = useAdminMe();
  const { signOut, pending: signingOut } = useAdminSignOut();
  const [editing, setEditing] = useState(false);
  useSyncStoredAdmin(me.data, stored);

  const admin = me.data ?? stored;

  const onSaved = (saved: Admin) => {
    queryClient.setQueryData(adminMeQuery().queryKey, saved);
    setAdminRecord(saved);
    setEditing(false);
    toast.success(message('admins.profileUpdated'));
  };

  return (
    <AdminAuthLayout
      title={t('profile.title')}
      subtitle={t('profile.subtitle')}
      backLink={{ to: paths.backoffice, label: t('backToBackoffice') }}
      width="md"
    >
      {me.isError && stored ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          {t('profile.loadFailed')}
        </p>
      ) : null}
      <Card>
        {!admin ? (
          <div className="flex items-center gap-5" aria-busy="true">
            <Skeleton className="size-28 rounded-full" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ) : editing ? (
          <ProfileEditForm admin={admin} onSaved={onSaved} onCancel={() => setEditing(false)} />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
              <ProfilePhoto image={admin.image} name={`${admin.prenom} ${admin.nom}`} />
              <div className="min-w-0">
                <p className="break-words font-semibold text-ink-950 text-xl">
                  {admin.prenom} {admin.nom}
                </p>
                <p className="text-ink-600">{admin.poste}</p>
              </div>
            </div>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {DETAILS.map((field) => (
                <div key={field} className="min-w-0">
                  <dt className="font-medium text-ink-500 text-xs uppercase tracking-wide">
                    {t(`fields.${field}`)}
                  </dt>
                  <dd className="mt-1 break-words text-ink-950">{admin[field]}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-col gap-2 border-ink-100 border-t pt-5 sm:flex-row sm:items-center">
              <Button onClick={() => setEditing(true)}>{t('profile.edit')}</Button>
              <Link to={paths.faceVerification} className={buttonClasses({ variant: 'secondary' })}>
                <ScanFace aria-hidden="true" className="size-4" />
                {t('profile.faceCheck')}
              </Link>
              <Button
                variant="ghost"
                className="sm:ml-auto"
                loading={signingOut}
                onClick={() => void signOut()}
              >
                {t('profile.signOut')}
              </Button>
            </div>
          </div>
        )}
      </Card>
      <Card title={tc('account.change.title')} className="mt-6">
        <ChangePasswordForm
          endpoint="/api/admin/password"
          auth="admin"
          newPassword={adminRegisterFieldsSchema.shape.password}
        />
      </Card>
      <PasskeysCard />
      {admin?.role === 'technicien' ? null : <StaffFactorsCard />}
    </AdminAuthLayout>
  );
}

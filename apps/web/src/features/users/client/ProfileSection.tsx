import { type Me, signupBodySchema } from '@app/contracts/auth';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { Button, Card } from '@/components/ui';
import Briefcase from '~icons/lucide/briefcase';
import Building2 from '~icons/lucide/building-2';
import Mail from '~icons/lucide/mail';
import MapPin from '~icons/lucide/map-pin';
import Phone from '~icons/lucide/phone';
import User from '~icons/lucide/user';
import { EmailChangeForm } from './EmailChangeForm';
import { ProfileEditForm } from './ProfileEditForm';
import { SettingsCard } from './SettingsCard';

/** One dt/dd pair; a <dl> only admits them (or a div holding just them) as children. */
function InfoRow({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-ink-500 text-xs">
        <span aria-hidden="true" className="text-ink-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-medium text-ink-900 text-sm">{value}</dd>
    </div>
  );
}

/**
 * Profile (default section): banner, info card (editable), saved settings, password and e-mail,
 * then the stations table, which the portal's shell passes in (it belongs to the stations feature).
 */
export function ProfileSection({ me, stations }: { me: Me; stations: ReactNode }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const [editing, setEditing] = useState(false);
  const icon = 'size-4';
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label={t('profile.banner')}
        className="overflow-hidden rounded-2xl bg-gradient-to-r from-ink-950 via-ink-900 to-brand-900 p-6 text-white shadow-card"
      >
        <p className="text-brand-200 text-sm">{me.companyName}</p>
        <p className="mt-1 font-bold text-2xl">{me.fullName}</p>
        <p className="mt-1 break-all text-ink-200">{me.email}</p>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          title={t('profile.info')}
          actions={
            editing ? null : (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            )
          }
        >
          {editing ? (
            <ProfileEditForm me={me} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  [User, t('profile.fullName'), me.fullName],
                  [Phone, t('profile.mobile'), me.phone],
                  [Mail, t('profile.email'), me.email],
                  [MapPin, t('profile.location'), `${me.city}, ${me.governorate}`],
                  [Building2, t('profile.company'), me.companyName],
                  [Briefcase, t('profile.job'), me.job],
                ] as const
              ).map(([Icon, label, value]) => (
                <InfoRow key={label} icon={<Icon className={icon} />} label={label} value={value} />
              ))}
            </dl>
          )}
        </Card>
        <SettingsCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={tc('account.change.title')}>
          <ChangePasswordForm
            endpoint="/api/me/password"
            auth="client"
            newPassword={signupBodySchema.shape.password}
          />
        </Card>
        <Card title={t('profile.emailTitle')}>
          <EmailChangeForm current={me.email} />
        </Card>
      </div>
      {stations}
    </div>
  );
}

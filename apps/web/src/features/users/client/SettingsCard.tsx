import { SETTING_KEYS, type SettingKey } from '@app/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton, useToast } from '@/components/ui';
import { useSaveSetting, useSettings } from '@/features/users/api/settings';
import { cn } from '@/lib/cn';

const GROUPS: { title: 'account' | 'application'; keys: SettingKey[] }[] = [
  { title: 'account', keys: ['emailOnReclamation', 'emailOnPayment', 'emailOnMaintenance'] },
  { title: 'application', keys: ['newLaunches', 'monthlyUpdates', 'newsletter'] },
];

/** Platform settings: each toggle is saved on the account at once, not kept in the browser. */
export function SettingsCard() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const settings = useSettings();
  const save = useSaveSetting();

  const toggle = (key: SettingKey) => {
    if (!settings.data) return;
    save.mutate(
      { [key]: !settings.data[key] },
      { onError: (error) => toast.error(error.message || t('settings.saveFailed')) },
    );
  };

  return (
    <Card
      id="platform-settings"
      title={t('settings.title')}
      description={t('settings.description')}
    >
      {settings.isPending ? (
        <div className="space-y-3">
          {SETTING_KEYS.map((key) => (
            <Skeleton key={key} className="h-6" />
          ))}
        </div>
      ) : (
        <div className="space-y-5">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h3 className="font-semibold text-ink-500 text-xs uppercase tracking-wide">
                {t(`settings.${group.title}`)}
              </h3>
              <ul className="mt-2 space-y-2">
                {group.keys.map((key) => {
                  const on = settings.data?.[key] ?? false;
                  return (
                    <li key={key} className="flex items-center justify-between gap-3">
                      <span id={`setting-${key}`} className="text-ink-800 text-sm">
                        {t(`settings.${key}`)}
                      </span>
                      <button
                        type="button"
                        role="switch"
                        aria-checked={on}
                        aria-labelledby={`setting-${key}`}
                        onClick={() => toggle(key)}
                        className={cn(
                          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2',
                          on ? 'bg-brand-700' : 'bg-ink-300',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'inline-block size-5 rounded-full bg-white shadow transition-transform',
                            on ? 'translate-x-5' : 'translate-x-0.5',
                          )}
                        />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

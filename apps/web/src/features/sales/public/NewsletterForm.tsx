import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { useLang } from '@/lib/i18n';
import Send from '~icons/lucide/send';

type Outcome = { tone: 'success' | 'error'; text: string };

/** The footer's newsletter box: subscribes the address (idempotently) and says what happened. */
export function NewsletterForm() {
  const { t } = useTranslation('sales');
  const { lang } = useLang();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    setPending(true);
    setOutcome(undefined);
    try {
      // Fetched on the first submit only (see api/newsletter.ts).
      const newsletter = await import('@/features/sales/api/newsletter');
      if (!email.trim() || !input.validity.valid) {
        setOutcome({ tone: 'error', text: newsletter.invalidEmailMessage(lang) });
        return;
      }
      const result = await newsletter.subscribeToNewsletter(email, lang);
      if ('error' in result) {
        setOutcome({ tone: 'error', text: result.error });
        return;
      }
      setOutcome({
        tone: 'success',
        text: result.created ? t('landing.newsletter.subscribed') : t('landing.newsletter.already'),
      });
      setEmail('');
    } catch {
      // The module itself could not be fetched (connection lost).
      setOutcome({ tone: 'error', text: t('landing.forms.loadFailed') });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold text-lg text-white">
        {t('landing.newsletter.title')}
      </h2>
      <p className="mt-1 text-sm text-white/75">{t('landing.newsletter.text')}</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t('landing.newsletter.label')}
      </label>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('landing.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={outcome?.tone === 'error'}
          aria-describedby={outcome ? `${id}-outcome` : undefined}
          className="sm:flex-1"
        />
        <Button
          type="submit"
          loading={pending}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('landing.newsletter.submit')}
        </Button>
      </div>
      <p
        id={`${id}-outcome`}
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        className={
          outcome?.tone === 'error'
            ? 'mt-2 font-medium text-red-300 text-sm'
            : 'mt-2 text-brand-200 text-sm'
        }
      >
        {outcome?.text}
      </p>
    </form>
  );
}

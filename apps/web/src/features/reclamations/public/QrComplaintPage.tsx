import { stationColumnLength } from '@app/contracts/places';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BrandHeader } from './BrandHeader';
import { QrComplaintForm } from './QrComplaintForm';
import { UrgentReport } from './UrgentReport';

/**
 * `/reclamation-qr`: the public complaint form, usually opened by scanning a station's QR code
 * (`?station=REF`), so it is laid out for a phone first. With a station, the two one-tap urgent
 * reports come first (issue 32); the full form stays below for feedback and suggestions.
 */
export function QrComplaintPage() {
  const { t } = useTranslation('reclamations');
  const [params] = useSearchParams();
  const station = params.get('station')?.trim().slice(0, stationColumnLength.reference) || null;

  return (
    <div className="min-h-dvh bg-ink-50">
      <BrandHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:pt-10">
        <h1 className="font-bold text-2xl text-ink-950 sm:text-3xl">{t('form.title')}</h1>
        <p className="mt-2 text-ink-700">{t('form.intro')}</p>
        {station ? (
          <>
            <UrgentReport station={station} />
            <h2 className="mt-8 font-semibold text-ink-950 text-lg">{t('urgent.otherTitle')}</h2>
          </>
        ) : null}
        <QrComplaintForm stationReference={station} />
      </main>
    </div>
  );
}

import type { AdRequest } from '@app/contracts/ads';
import { AD_PRICING_BASES, type AdPricingBasis, parseTnd } from '@app/contracts/billing';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Select, useToast } from '@/components/ui';
import { useSavePricing } from '@/features/ads/api/ads';
import { errorText } from '@/lib/error-text';
import { useLang } from '@/lib/i18n';

/** Millimes as staff type them back: 2500 → `2,500` (fr) / `2.500` (en). */
const priceText = (millimes: number | null, lang: 'fr' | 'en') =>
  millimes === null
    ? ''
    : `${Math.floor(millimes / 1000)}${lang === 'fr' ? ',' : '.'}${String(millimes % 1000).padStart(3, '0')}`;

/**
 * How an accepted campaign is billed on its advertiser's monthly invoice (issue 33 §4): per
 * screen-day or per thousand plays, at a price in TND set here; "not billed" leaves it off.
 */
export function CampaignPricing({ ad }: { ad: AdRequest }) {
  const { t } = useTranslation('ads');
  const { lang } = useLang();
  const toast = useToast();
  const save = useSavePricing();
  const [basis, setBasis] = useState<AdPricingBasis | ''>(ad.pricing.basis ?? '');
  const [price, setPrice] = useState(priceText(ad.pricing.priceMillimes, lang));
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const priceMillimes = basis === '' ? null : parseTnd(price);
    if (
      basis !== '' &&
      (priceMillimes === undefined || priceMillimes === null || priceMillimes <= 0)
    ) {
      return setError(t('pricing.priceInvalid'));
    }
    try {
      await save.mutateAsync({
        id: ad.id,
        pricing: { basis: basis === '' ? null : basis, priceMillimes: priceMillimes ?? null },
      });
      if (basis === '') setPrice('');
      toast.success(t('pricing.saved'));
    } catch (failure) {
      setError(errorText(failure, t('pricing.saveError')));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('pricing.title')}
      className="grid gap-3 rounded-xl border border-ink-200 p-3"
    >
      <div>
        <h3 className="font-medium text-ink-900 text-sm">{t('pricing.title')}</h3>
        <p className="text-ink-600 text-xs">{t('pricing.description')}</p>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Select
          label={t('pricing.basis')}
          value={basis}
          onChange={(event) => setBasis(event.target.value as AdPricingBasis | '')}
          options={[
            { value: '', label: t('pricing.none') },
            ...AD_PRICING_BASES.map((value) => ({ value, label: t(`pricing.bases.${value}`) })),
          ]}
        />
        <Field
          label={
            basis === 'per_mille' ? t('pricing.pricePerMille') : t('pricing.pricePerScreenDay')
          }
          hint={t('pricing.priceHint')}
          inputMode="decimal"
          value={price}
          disabled={basis === ''}
          error={error}
          onChange={(event) => setPrice(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="sm:mt-6" loading={save.isPending}>
          {t('pricing.save')}
        </Button>
      </div>
    </form>
  );
}

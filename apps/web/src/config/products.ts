import type { Lang } from '@/lib/i18n';

/**
 * What the landing says about the products that is not the company's to edit: names, audiences
 * and summaries. The company's own content (contact details, partners, technical sheets, FAQ) is
 * the published site content (`SiteContent` in @app/contracts/site), edited in the back-office.
 */

type Localized = Record<Lang, string>;

export type ProductId = 'nano-box' | 'multi-boxes' | 'mega-charger';

export interface Product {
  id: ProductId;
  name: string;
  audience: Localized;
  summary: Localized;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'nano-box',
    name: 'Nano Box',
    audience: {
      fr: 'Cafés, restaurants, bars de plage, hôtels',
      en: 'Cafés, restaurants, beach bars, hotels',
    },
    summary: {
      fr: 'Une borne compacte pour le comptoir ou la terrasse. Vos clients rechargent leur téléphone pendant qu’ils consomment, et vous pilotez la borne en temps réel depuis l’application.',
      en: 'A compact charger for the counter or the terrace. Your customers charge their phone while they stay, and you manage the station in real time from the app.',
    },
  },
  {
    id: 'multi-boxes',
    name: 'Multi Boxes',
    audience: {
      fr: 'Aéroports, gares, centres commerciaux',
      en: 'Airports, railway stations, malls',
    },
    summary: {
      fr: 'Plusieurs casiers sécurisés par code et un écran interactif : les voyageurs déposent leur téléphone, continuent leur chemin et le récupèrent chargé.',
      en: 'Several code-locked lockers and an interactive screen: travellers drop their phone, carry on, and pick it up charged.',
    },
  },
  {
    id: 'mega-charger',
    name: 'Mega Charger',
    audience: {
      fr: 'Événements de toutes tailles',
      en: 'Events of every size',
    },
    summary: {
      fr: 'Jusqu’à 7 appareils rechargés en même temps dans des compartiments sécurisés, avec un écran interactif qui diffuse vos publicités et celles de vos sponsors.',
      en: 'Up to 7 devices charged at once in secure compartments, with an interactive screen that shows your advertising and your sponsors’.',
    },
  },
];

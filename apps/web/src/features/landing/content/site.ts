import type { Lang } from '../../../lib/i18n';

/**
 * The company's public details and product data, in one place so they can be changed without
 * touching a component. Contact details are placeholders until the company supplies real ones.
 */

type Localized = Record<Lang, string>;

export const COMPANY = {
  name: 'ChargeBox Tunisie',
  email: 'contact@example.tn',
  phones: ['+216 00 000 000', '+216 00 000 001'],
  address: {
    fr: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisie',
    en: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisia',
  } satisfies Localized,
  /** The same address, field by field, for search engines' structured data. */
  postalAddress: {
    streetAddress: 'Avenue Habib Bourguiba',
    postalCode: '1000',
    addressLocality: 'Tunis',
    addressCountry: 'TN',
  },
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'Instagram', url: 'https://www.instagram.com/' },
  ],
  /** Map centre (Tunis) and zoom of the map section. */
  map: { lat: 36.8065, lng: 10.1815, zoom: 13 },
  warrantyYears: 1,
} as const;

export type ProductId = 'nano-box' | 'multi-boxes' | 'mega-charger';

/** One line of a technical sheet; `indicative` values await the manufacturer's final figures. */
export interface SheetRow {
  label: Localized;
  value: Localized;
  indicative?: boolean;
}

export interface Product {
  id: ProductId;
  name: string;
  audience: Localized;
  summary: Localized;
  sheet: SheetRow[];
}

const warranty: SheetRow = {
  label: { fr: 'Garantie', en: 'Warranty' },
  value: { fr: '1 an', en: '1 year' },
};
const safety: SheetRow = {
  label: { fr: 'Sécurité', en: 'Safety' },
  value: {
    fr: 'Protection contre les surtensions, les courts-circuits et la surchauffe',
    en: 'Protection against over-voltage, short-circuit and overheating',
  },
};
const cables: Localized = { fr: 'Câbles USB-C et Lightning', en: 'USB-C and Lightning cables' };

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
    sheet: [
      {
        label: { fr: 'Format', en: 'Format' },
        value: { fr: 'Comptoir ou terrasse', en: 'Countertop or terrace' },
      },
      {
        label: { fr: 'Dimensions', en: 'Dimensions' },
        value: { fr: '22 × 14 × 30 cm', en: '22 × 14 × 30 cm' },
        indicative: true,
      },
      { label: { fr: 'Connectique', en: 'Ports' }, value: cables },
      {
        label: { fr: 'Puissance', en: 'Power' },
        value: { fr: 'Jusqu’à 20 W par câble', en: 'Up to 20 W per cable' },
        indicative: true,
      },
      { label: { fr: 'Écran', en: 'Screen' }, value: { fr: 'Aucun', en: 'None' } },
      {
        label: { fr: 'Casiers', en: 'Lockers' },
        value: { fr: 'Aucun (recharge sur place)', en: 'None (charge at the table)' },
      },
      {
        label: { fr: 'Connectivité', en: 'Connectivity' },
        value: {
          fr: 'Gestion en temps réel depuis l’application',
          en: 'Real-time management from the app',
        },
      },
      safety,
      warranty,
    ],
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
    sheet: [
      {
        label: { fr: 'Format', en: 'Format' },
        value: { fr: 'Borne sur pied', en: 'Floor-standing unit' },
      },
      {
        label: { fr: 'Dimensions', en: 'Dimensions' },
        value: { fr: '60 × 45 × 170 cm', en: '60 × 45 × 170 cm' },
        indicative: true,
      },
      { label: { fr: 'Connectique', en: 'Ports' }, value: cables },
      {
        label: { fr: 'Puissance', en: 'Power' },
        value: { fr: 'Jusqu’à 20 W par casier', en: 'Up to 20 W per locker' },
        indicative: true,
      },
      {
        label: { fr: 'Écran', en: 'Screen' },
        value: { fr: 'Écran tactile interactif', en: 'Interactive touch screen' },
      },
      {
        label: { fr: 'Casiers', en: 'Lockers' },
        value: { fr: '8 casiers sécurisés par code', en: '8 code-locked lockers' },
        indicative: true,
      },
      {
        label: { fr: 'Connectivité', en: 'Connectivity' },
        value: {
          fr: 'Tableau de bord centralisé, mises à jour à distance',
          en: 'Central dashboard, remote updates',
        },
      },
      safety,
      warranty,
    ],
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
    sheet: [
      {
        label: { fr: 'Format', en: 'Format' },
        value: { fr: 'Borne mobile pour l’événementiel', en: 'Mobile unit for events' },
      },
      {
        label: { fr: 'Dimensions', en: 'Dimensions' },
        value: { fr: '50 × 40 × 150 cm', en: '50 × 40 × 150 cm' },
        indicative: true,
      },
      { label: { fr: 'Connectique', en: 'Ports' }, value: cables },
      {
        label: { fr: 'Capacité', en: 'Capacity' },
        value: { fr: 'Jusqu’à 7 appareils à la fois', en: 'Up to 7 devices at once' },
      },
      {
        label: { fr: 'Puissance', en: 'Power' },
        value: { fr: 'Jusqu’à 20 W par compartiment', en: 'Up to 20 W per compartment' },
        indicative: true,
      },
      {
        label: { fr: 'Écran', en: 'Screen' },
        value: { fr: 'Écran interactif publicitaire', en: 'Interactive advertising screen' },
      },
      {
        label: { fr: 'Casiers', en: 'Lockers' },
        value: { fr: '7 compartiments sécurisés', en: '7 secure compartments' },
      },
      {
        label: { fr: 'Connectivité', en: 'Connectivity' },
        value: {
          fr: 'Tableau de bord centralisé, mises à jour à distance',
          en: 'Central dashboard, remote updates',
        },
      },
      safety,
      warranty,
    ],
  },
];

/** Partner logos: neutral placeholders until the company supplies real partners. */
export const PARTNERS: readonly { name: string; placeholder: true }[] = [
  { name: 'Partenaire 1', placeholder: true },
  { name: 'Partenaire 2', placeholder: true },
  { name: 'Partenaire 3', placeholder: true },
  { name: 'Partenaire 4', placeholder: true },
  { name: 'Partenaire 5', placeholder: true },
  { name: 'Partenaire 6', placeholder: true },
];

/** The landing FAQ: 7 entries, each a list of answer lines. */
export const FAQ: readonly { question: Localized; answers: Record<Lang, string[]> }[] = [
  {
    question: { fr: 'Pourquoi nous choisir ?', en: 'Why choose us?' },
    answers: {
      fr: [
        'Nous concevons, installons et suivons nos bornes en Tunisie.',
        'Un support client 24 h/24 et 7 j/7, de l’étude de vos besoins au suivi après installation.',
        'Des bornes personnalisées aux couleurs de votre entreprise.',
      ],
      en: [
        'We design, install and follow up our stations in Tunisia.',
        '24/7 customer support, from studying your needs to follow-up after installation.',
        'Stations customised in your company’s colours.',
      ],
    },
  },
  {
    question: {
      fr: 'Quels appareils vos bornes rechargent-elles ?',
      en: 'Which devices do your stations charge?',
    },
    answers: {
      fr: [
        'Les smartphones Android et les autres appareils en USB-C.',
        'Les iPhone et appareils Apple en Lightning.',
      ],
      en: [
        'Android smartphones and other USB-C devices.',
        'iPhones and Apple devices with Lightning.',
      ],
    },
  },
  {
    question: { fr: 'Les bornes sont-elles sûres ?', en: 'Are the stations safe?' },
    answers: {
      fr: [
        'Chaque borne est protégée contre les surtensions, les courts-circuits et la surchauffe.',
        'Les casiers se ferment par code : un appareil laissé en charge reste à l’abri.',
      ],
      en: [
        'Every station is protected against over-voltage, short-circuit and overheating.',
        'Lockers close with a code, so a device left to charge stays safe.',
      ],
    },
  },
  {
    question: {
      fr: 'Puis-je personnaliser les bornes pour mon entreprise ?',
      en: 'Can the stations be customised for my company?',
    },
    answers: {
      fr: [
        'Oui : le boîtier peut être habillé aux couleurs de votre marque.',
        'Les écrans interactifs peuvent diffuser vos propres contenus.',
      ],
      en: [
        'Yes: the casing can be finished in your brand’s colours.',
        'Interactive screens can show your own content.',
      ],
    },
  },
  {
    question: {
      fr: 'Quel suivi de maintenance proposez-vous ?',
      en: 'What maintenance support do you offer?',
    },
    answers: {
      fr: [
        'Des interventions rapides sur site en cas de panne.',
        'Des mises à jour logicielles à distance, sans interrompre votre activité.',
        'Une garantie d’un an sur les bornes.',
      ],
      en: [
        'Quick on-site interventions when something fails.',
        'Remote software updates, without interrupting your business.',
        'A one-year warranty on the stations.',
      ],
    },
  },
  {
    question: { fr: 'Comment acheter ou louer une borne ?', en: 'How do I buy or rent a station?' },
    answers: {
      fr: [
        'Demandez un devis avec le formulaire de contact ou réservez une démo.',
        'Nous étudions votre lieu et vous proposons l’achat ou la location.',
      ],
      en: [
        'Request a quote with the contact form or book a demo.',
        'We study your venue and offer a purchase or a rental.',
      ],
    },
  },
  {
    question: {
      fr: 'Comment générer des revenus avec les Nano Box ?',
      en: 'How can I earn revenue with Nano Boxes?',
    },
    answers: {
      fr: [
        'Nous plaçons des Nano Box dans votre lieu en partenariat.',
        'Vous touchez une commission sur l’activité générée, notamment la publicité.',
      ],
      en: [
        'We place Nano Boxes in your venue as a partnership.',
        'You earn a commission on the activity they generate, advertising included.',
      ],
    },
  },
];

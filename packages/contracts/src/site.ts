import { z } from 'zod';

/**
 * The one brand name of every page, mail and PDF until the company publishes its own site content
 * (`BRAND_NAME` is the fallback). The web app shows it before the content arrives.
 */
export const DEFAULT_BRAND_NAME = 'ChargeBox';

/** `GET /api/site-config`: runtime settings the public web app needs (no secrets). */
export const siteConfigSchema = z.object({
  /** The brand name shown on every page, mail and PDF (the published one). */
  brandName: z.string(),
  /** Leaflet tile URL template, e.g. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  mapTileUrl: z.string(),
  /** Attribution shown on the map, required by most tile providers. */
  mapAttribution: z.string(),
  /** Canonical public address of the site, without a trailing slash. */
  publicUrl: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

// ---------------------------------------------------------------------------------------------
// Site content: what the company edits in the back-office and publishes (issue 17).
// ---------------------------------------------------------------------------------------------

/** Social networks a link may point to, each with the hosts its pages live on. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com'],
  tiktok: ['tiktok.com'],
};

export const PRODUCT_IDS = ['nano-box', 'multi-boxes', 'mega-charger'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

/** The published site keeps this many versions; older ones are pruned on publish. */
export const SITE_VERSIONS_KEPT = 20;

/** Items of the first-run checklist: content a real site needs that is still missing. */
export const SITE_CHECKLIST_ITEMS = [
  'contactEmail',
  'phones',
  'address',
  'supportHours',
  'legalName',
  'social',
  'partners',
] as const;
export type SiteChecklistItem = (typeof SITE_CHECKLIST_ITEMS)[number];

/** A trimmed string of `min`..`max` characters; `min` 0 allows it empty. */
const text = (min: number, max: number, required = 'validation.required') =>
  z
    .string({ error: required })
    .trim()
    .min(min, { error: required })
    .max(max, { error: 'validation.tooLong' });

/** A one-line text (a name in a mail header, a heading): no line breaks or tabs. */
const line = (min: number, max: number, required = 'validation.required') =>
  text(min, max, required).regex(/^[^\r\n\t]*$/, { error: 'validation.controlCharacters' });

const localized = (min: number, max: number) =>
  z.object({ fr: text(min, max), en: text(min, max) });

/** Parses an https URL, or undefined. */
function httpsUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** True when `url` is a page (not the bare home page) on one of `network`'s hosts. */
export function isSocialPageUrl(network: SocialNetwork, value: string): boolean {
  const url = httpsUrl(value);
  if (!url || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!SOCIAL_HOSTS[network].includes(host)) return false;
  return url.pathname.replace(/\/+$/, '') !== '';
}

/** A phone number as shown on the site: digits, spaces, dots, dashes, parentheses, optional `+`. */
const phoneSchema = z
  .string({ error: 'site.phoneInvalid' })
  .trim()
  .max(20, { error: 'site.phoneInvalid' })
  .regex(/^\+?[0-9][0-9 ().-]*[0-9]$/, { error: 'site.phoneInvalid' })
  .refine((value) => value.replace(/\D/g, '').length >= 8, { error: 'site.phoneInvalid' });

const contactEmailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'validation.email',
  });

const socialLinkSchema = z
  .object({
    network: z.enum(SOCIAL_NETWORKS, { error: 'site.socialNetwork' }),
    url: z.string({ error: 'site.socialUrl' }).trim().max(300, { error: 'validation.tooLong' }),
  })
  .superRefine((link, ctx) => {
    if (!isSocialPageUrl(link.network, link.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'site.socialUrl' });
    }
  });

/** Stored upload names: a random UUID and the image's extension (see the server's upload service). */
const logoNameSchema = z
  .string({ error: 'site.logoInvalid' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/, {
    error: 'site.logoInvalid',
  });

const partnerSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  name: line(1, 80, 'site.partnerNameRequired'),
  logo: logoNameSchema.nullable(),
  url: z
    .string({ error: 'site.partnerUrl' })
    .trim()
    .max(300, { error: 'validation.tooLong' })
    .refine((value) => value === '' || httpsUrl(value) !== undefined, { error: 'site.partnerUrl' }),
});

const sheetRowSchema = z.object({
  label: localized(1, 60),
  value: localized(1, 200),
  indicative: z.boolean({ error: 'validation.invalid' }),
});

const productSchema = z.object({
  id: z.enum(PRODUCT_IDS, { error: 'site.productsOrder' }),
  sheet: z
    .array(sheetRowSchema, { error: 'site.sheetRows' })
    .min(1, { error: 'site.sheetRows' })
    .max(20, { error: 'site.sheetRows' }),
});

const answersSchema = z
  .array(text(1, 500), { error: 'site.faqAnswers' })
  .min(1, { error: 'site.faqAnswers' })
  .max(10, { error: 'site.faqAnswers' });

const faqEntrySchema = z.object({
  question: localized(1, 200),
  answers: z.object({ fr: answersSchema, en: answersSchema }),
});

/** Everything the company edits about its public site; the landing renders from it. */
export const siteContentSchema = z.object({
  brandName: line(1, 60, 'site.brandNameRequired'),
  legalName: line(0, 120),
  /** Matricule fiscal, printed on invoices (issue 31); absent from content saved before. */
  taxNumber: line(0, 40).default(''),
  /** Bank details (RIB) printed on invoices and shown to clients paying by transfer. */
  rib: line(0, 60).default(''),
  /** Empty until the company sets it; then the footer shows it. */
  contactEmail: contactEmailSchema,
  phones: z.array(phoneSchema, { error: 'validation.invalid' }).max(4, { error: 'site.phonesMax' }),
  address: localized(0, 200),
  /**
   * When customer service answers ("du lundi au samedi, 8 h – 18 h"): the one source of every page
   * that states it (issue 29). Empty until the company sets it; pages then claim no hours. Content
   * saved before the field existed reads as empty.
   */
  supportHours: z.object({ fr: line(0, 120), en: line(0, 120) }).default({ fr: '', en: '' }),
  map: z.object({
    lat: z.number({ error: 'site.latitude' }).min(-90, { error: 'site.latitude' }).max(90, {
      error: 'site.latitude',
    }),
    lng: z.number({ error: 'site.longitude' }).min(-180, { error: 'site.longitude' }).max(180, {
      error: 'site.longitude',
    }),
    zoom: z
      .number({ error: 'site.zoom' })
      .int({ error: 'site.zoom' })
      .min(3, { error: 'site.zoom' })
      .max(19, { error: 'site.zoom' }),
  }),
  social: z
    .array(socialLinkSchema, { error: 'validation.invalid' })
    .max(SOCIAL_NETWORKS.length, { error: 'site.socialDuplicate' })
    .superRefine((links, ctx) => {
      const seen = new Set<string>();
      links.forEach((link, index) => {
        if (seen.has(link.network)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'network'],
            message: 'site.socialDuplicate',
          });
        }
        seen.add(link.network);
      });
    }),
  /** In display order. */
  partners: z
    .array(partnerSchema, { error: 'validation.invalid' })
    .max(24, { error: 'site.partnersMax' })
    .superRefine((partners, ctx) => {
      const seen = new Set<string>();
      partners.forEach((partner, index) => {
        if (seen.has(partner.id)) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'validation.invalid' });
        }
        seen.add(partner.id);
      });
    }),
  /** Exactly the three products, in the order nano-box, multi-boxes, mega-charger. */
  products: z
    .array(productSchema, { error: 'site.productsOrder' })
    .length(PRODUCT_IDS.length, { error: 'site.productsOrder' })
    .superRefine((products, ctx) => {
      products.forEach((product, index) => {
        if (product.id !== PRODUCT_IDS[index]) {
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'site.productsOrder' });
        }
      });
    }),
  /** The 7 landing FAQ entries. */
  faq: z.array(faqEntrySchema, { error: 'site.faqCount' }).length(7, { error: 'site.faqCount' }),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteSheetRow = SiteContent['products'][number]['sheet'][number];

/** `GET /api/site`: the published content (the defaults with version null before any publication). */
export const publishedSiteSchema = z.object({
  version: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  content: siteContentSchema,
});
export type PublishedSite = z.infer<typeof publishedSiteSchema>;

const publisherSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** `GET /api/admin/site`: the draft, what is live, and what a real site still lacks. */
export const adminSiteSchema = z.object({
  draft: siteContentSchema,
  draftUpdatedAt: z.string().nullable(),
  published: z
    .object({ version: z.number().int(), publishedAt: z.string(), publishedBy: publisherSchema })
    .nullable(),
  /** The draft differs from the published content (or nothing is published yet). */
  dirty: z.boolean(),
  /** Missing items of the draft, for the first-run checklist. */
  checklist: z.array(z.enum(SITE_CHECKLIST_ITEMS)),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** One publication, in `GET /api/admin/site/versions`. */
export const siteVersionSchema = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  publishedBy: publisherSchema,
  /** The version this one republished, for a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

/** `POST /api/admin/site/publish` and `…/versions/:id/restore`. */
export const sitePublishResultSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
});

/** `POST /api/admin/site/logos`: the stored name, served at `/uploads/<logo>`. */
export const siteLogoResultSchema = z.object({ logo: z.string() });

/** What the content still lacks before the site looks finished (empty = complete). */
export function siteChecklist(content: SiteContent): SiteChecklistItem[] {
  const missing: SiteChecklistItem[] = [];
  if (content.contactEmail === '') missing.push('contactEmail');
  if (content.phones.length === 0) missing.push('phones');
  if (content.address.fr === '' || content.address.en === '') missing.push('address');
  if (!content.supportHours?.fr || !content.supportHours.en) missing.push('supportHours');
  if (content.legalName === '') missing.push('legalName');
  if (content.social.length === 0) missing.push('social');
  if (content.partners.length === 0) missing.push('partners');
  return missing;
}

// ---------------------------------------------------------------------------------------------
// The content of a fresh install: real product sheets and FAQ, no placeholder contact, address,
// support hours, partner or social link: the pages say what is not published yet (issue 29).
// ---------------------------------------------------------------------------------------------

const warranty: SiteSheetRow = {
  label: { fr: 'Garantie', en: 'Warranty' },
  value: { fr: '1 an', en: '1 year' },
  indicative: false,
};
const safety: SiteSheetRow = {
  label: { fr: 'Sécurité', en: 'Safety' },
  value: {
    fr: 'Protection contre les surtensions, les courts-circuits et la surchauffe',
    en: 'Protection against over-voltage, short-circuit and overheating',
  },
  indicative: false,
};
const cables: SiteSheetRow = {
  label: { fr: 'Connectique', en: 'Ports' },
  value: { fr: 'Câbles USB-C et Lightning', en: 'USB-C and Lightning cables' },
  indicative: false,
};
const centralDashboard: SiteSheetRow = {
  label: { fr: 'Connectivité', en: 'Connectivity' },
  value: {
    fr: 'Tableau de bord centralisé, mises à jour à distance',
    en: 'Central dashboard, remote updates',
  },
  indicative: false,
};

export const DEFAULT_SITE_CONTENT: SiteContent = {
  brandName: DEFAULT_BRAND_NAME,
  legalName: '',
  taxNumber: '',
  rib: '',
  contactEmail: '',
  phones: [],
  address: { fr: '', en: '' },
  supportHours: { fr: '', en: '' },
  map: { lat: 36.8065, lng: 10.1815, zoom: 13 },
  social: [],
  partners: [],
  products: [
    {
      id: 'nano-box',
      sheet: [
        {
          label: { fr: 'Format', en: 'Format' },
          value: { fr: 'Comptoir ou terrasse', en: 'Countertop or terrace' },
          indicative: false,
        },
        {
          label: { fr: 'Dimensions', en: 'Dimensions' },
          value: { fr: '22 × 14 × 30 cm', en: '22 × 14 × 30 cm' },
          indicative: true,
        },
        cables,
        {
          label: { fr: 'Puissance', en: 'Power' },
          value: { fr: 'Jusqu’à 20 W par câble', en: 'Up to 20 W per cable' },
          indicative: true,
        },
        {
          label: { fr: 'Écran', en: 'Screen' },
          value: { fr: 'Aucun', en: 'None' },
          indicative: false,
        },
        {
          label: { fr: 'Casiers', en: 'Lockers' },
          value: { fr: 'Aucun (recharge sur place)', en: 'None (charge at the table)' },
          indicative: false,
        },
        {
          label: { fr: 'Connectivité', en: 'Connectivity' },
          value: {
            fr: 'Gestion en temps réel depuis l’application',
            en: 'Real-time management from the app',
          },
          indicative: false,
        },
        safety,
        warranty,
      ],
    },
    {
      id: 'multi-boxes',
      sheet: [
        {
          label: { fr: 'Format', en: 'Format' },
          value: { fr: 'Borne sur pied', en: 'Floor-standing unit' },
          indicative: false,
        },
        {
          label: { fr: 'Dimensions', en: 'Dimensions' },
          value: { fr: '60 × 45 × 170 cm', en: '60 × 45 × 170 cm' },
          indicative: true,
        },
        cables,
        {
          label: { fr: 'Puissance', en: 'Power' },
          value: { fr: 'Jusqu’à 20 W par casier', en: 'Up to 20 W per locker' },
          indicative: true,
        },
        {
          label: { fr: 'Écran', en: 'Screen' },
          value: { fr: 'Écran tactile interactif', en: 'Interactive touch screen' },
          indicative: false,
        },
        {
          label: { fr: 'Casiers', en: 'Lockers' },
          value: { fr: '8 casiers sécurisés par code', en: '8 code-locked lockers' },
          indicative: true,
        },
        centralDashboard,
        safety,
        warranty,
      ],
    },
    {
      id: 'mega-charger',
      sheet: [
        {
          label: { fr: 'Format', en: 'Format' },
          value: { fr: 'Borne mobile pour l’événementiel', en: 'Mobile unit for events' },
          indicative: false,
        },
        {
          label: { fr: 'Dimensions', en: 'Dimensions' },
          value: { fr: '50 × 40 × 150 cm', en: '50 × 40 × 150 cm' },
          indicative: true,
        },
        cables,
        {
          label: { fr: 'Capacité', en: 'Capacity' },
          value: { fr: 'Jusqu’à 7 appareils à la fois', en: 'Up to 7 devices at once' },
          indicative: false,
        },
        {
          label: { fr: 'Puissance', en: 'Power' },
          value: { fr: 'Jusqu’à 20 W par compartiment', en: 'Up to 20 W per compartment' },
          indicative: true,
        },
        {
          label: { fr: 'Écran', en: 'Screen' },
          value: { fr: 'Écran interactif publicitaire', en: 'Interactive advertising screen' },
          indicative: false,
        },
        {
          label: { fr: 'Casiers', en: 'Lockers' },
          value: { fr: '7 compartiments sécurisés', en: '7 secure compartments' },
          indicative: false,
        },
        centralDashboard,
        safety,
        warranty,
      ],
    },
  ],
  faq: [
    {
      question: { fr: 'Pourquoi nous choisir ?', en: 'Why choose us?' },
      answers: {
        fr: [
          'Nous concevons, installons et suivons nos bornes en Tunisie.',
          'Une équipe qui vous accompagne, de l’étude de vos besoins au suivi après installation.',
          'Des bornes personnalisées aux couleurs de votre entreprise.',
        ],
        en: [
          'We design, install and follow up our stations in Tunisia.',
          'A team that supports you, from studying your needs to follow-up after installation.',
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
      question: {
        fr: 'Comment acheter ou louer une borne ?',
        en: 'How do I buy or rent a station?',
      },
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
  ],
};

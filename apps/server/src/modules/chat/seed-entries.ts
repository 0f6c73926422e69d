import type { Language } from '@app/contracts';
import { SEED_PHRASINGS } from './seed-phrasings';

/**
 * The FAQ the assistant starts with (written from the company's content facts), in French and in
 * English. Staff edit it afterwards on the `chatbot` screen; it is only inserted into an empty table.
 */
export interface SeedEntry {
  language: Language;
  question: string;
  answers: string[];
  /** Other ways visitors ask it (staff add more from the unanswered questions). */
  phrasings: string[];
}

const fr = (question: string, ...answers: string[]): SeedEntry => ({
  language: 'fr',
  question,
  answers,
  phrasings: [...(SEED_PHRASINGS[question] ?? [])],
});
const en = (question: string, ...answers: string[]): SeedEntry => ({
  language: 'en',
  question,
  answers,
  phrasings: [...(SEED_PHRASINGS[question] ?? [])],
});

export const SEED_FAQ: SeedEntry[] = [
  fr(
    'Qu’est-ce que la Nano Box ?',
    'La Nano Box est une borne de recharge compacte pour smartphones, à poser sur un comptoir ou une terrasse.',
    'Elle est pensée pour les cafés, restaurants, bars de plage et hôtels, avec des câbles USB-C et Lightning.',
    'Elle se gère en temps réel depuis une application.',
  ),
  en(
    'What is the Nano Box?',
    'The Nano Box is a compact phone-charging station for a counter or a terrace.',
    'It is designed for cafés, restaurants, beach bars and hotels, with USB-C and Lightning cables.',
    'It is managed in real time from an app.',
  ),
  fr(
    'Qu’est-ce que la Multi Boxes ?',
    'La Multi Boxes est une station à plusieurs casiers sécurisés avec un écran interactif.',
    'Elle convient aux lieux de passage : aéroports, gares et centres commerciaux. Câbles USB-C et Lightning.',
  ),
  en(
    'What is the Multi Boxes station?',
    'Multi Boxes is a station with several secure lockers and an interactive screen.',
    'It suits busy places such as airports, railway stations and malls. USB-C and Lightning cables.',
  ),
  fr(
    'Qu’est-ce que le Mega Charger ?',
    'Le Mega Charger recharge jusqu’à 7 appareils en même temps, dans des compartiments sécurisés.',
    'Son écran interactif peut diffuser de la publicité. Il est conçu pour les événements de toutes tailles.',
  ),
  en(
    'What is the Mega Charger?',
    'The Mega Charger charges up to 7 devices at once in secure compartments.',
    'Its interactive screen can show advertising. It is designed for events of every size.',
  ),
  fr(
    'Quels appareils peut-on recharger sur vos bornes ?',
    'Nos stations rechargent les smartphones Android (USB-C) et les iPhone (Lightning), ainsi que les autres appareils compatibles avec ces câbles.',
  ),
  en(
    'Which devices can your stations charge?',
    'Our stations charge Android phones (USB-C) and iPhones (Lightning), and other devices compatible with these cables.',
  ),
  fr(
    'Vos stations de recharge sont-elles sécurisées ?',
    'Oui : elles sont protégées contre les surtensions, les courts-circuits et la surchauffe.',
    'Les appareils laissés en charge sont rangés dans des casiers fermés par un code.',
  ),
  en(
    'Are your charging stations safe?',
    'Yes: they are protected against over-voltage, short circuits and overheating.',
    'Devices left to charge are kept in lockers closed with a code.',
  ),
  fr(
    'Peut-on personnaliser une station aux couleurs de mon entreprise ?',
    'Oui, nous proposons un design sur mesure : le boîtier peut être habillé aux couleurs et avec le logo de votre entreprise.',
  ),
  en(
    'Can a station be customised with my company’s colours?',
    'Yes, we offer custom design: the casing can carry your company’s colours and logo.',
  ),
  fr(
    'Quelle maintenance proposez-vous ?',
    'Nos techniciens interviennent rapidement sur place en cas de panne.',
    'Les logiciels des stations sont mis à jour à distance.',
  ),
  en(
    'What maintenance do you offer?',
    'Our technicians come on site quickly if something breaks down.',
    'Station software is updated remotely.',
  ),
  fr(
    'Comment acheter ou louer une station ?',
    'Nos stations sont proposées à la vente et à la location.',
    'Remplissez le formulaire de demande de devis : notre équipe étudie votre besoin et vous recontacte.',
  ),
  en(
    'How can I buy or rent a station?',
    'Our stations are available to buy or to rent.',
    'Fill in the quote request form: our team studies your needs and gets back to you.',
  ),
  fr(
    'Combien coûte une station de recharge ?',
    'Le prix dépend du modèle, du nombre de stations, de la personnalisation et de la formule (achat ou location).',
    'Demandez un devis gratuit avec le formulaire de contact : nous vous répondons avec une offre adaptée.',
  ),
  en(
    'How much does a charging station cost?',
    'The price depends on the model, the number of stations, the customisation and whether you buy or rent.',
    'Request a free quote with the contact form and we will answer with a tailored offer.',
  ),
  fr(
    'Comment gagner de l’argent avec les Nano Box ?',
    'Nous proposons des partenariats avec commission : la Nano Box est installée dans votre lieu et vous touchez une part des revenus qu’elle génère.',
    'Les annonceurs peuvent aussi louer des Nano Box pour toucher le public de votre établissement.',
  ),
  en(
    'How can I earn money with Nano Boxes?',
    'We offer commission partnerships: the Nano Box is installed in your venue and you receive a share of the revenue it brings.',
    'Advertisers can also rent Nano Boxes to reach the people who visit your venue.',
  ),
  fr(
    'Peut-on diffuser de la publicité sur vos stations ?',
    'Oui : les écrans interactifs de la Multi Boxes et du Mega Charger affichent des publicités.',
    'Les annonceurs peuvent louer des stations placées dans des espaces publics pour y diffuser leurs campagnes.',
  ),
  en(
    'Can I advertise on your stations?',
    'Yes: the interactive screens of Multi Boxes and the Mega Charger show advertising.',
    'Advertisers can rent stations placed in public spaces to run their campaigns.',
  ),
  fr('Quelle est la garantie de vos stations ?', 'Toutes nos stations sont garanties 1 an.'),
  en('What warranty do your stations have?', 'All our stations come with a 1-year warranty.'),
  fr(
    'Votre service client est-il disponible 24h/24 ?',
    'Oui, notre support client est joignable 24h/24 et 7j/7.',
    'Nous vous accompagnons de l’étude de votre besoin jusqu’au suivi après installation.',
  ),
  en(
    'Is your customer support available 24/7?',
    'Yes, our customer support is available 24 hours a day, 7 days a week.',
    'We help you from the study of your needs to the follow-up after installation.',
  ),
  fr(
    'Comment suivre mes stations à distance ?',
    'Un tableau de bord centralisé vous permet de gérer et de suivre vos stations en temps réel.',
    'Créez votre compte client pour y accéder.',
  ),
  en(
    'How do I monitor my stations remotely?',
    'A central management dashboard lets you manage and monitor your stations in real time.',
    'Create your client account to access it.',
  ),
  fr(
    'Comment réserver une démo ?',
    'Cliquez sur « Réserver une démo » et choisissez une date : notre équipe vous présente les stations.',
  ),
  en(
    'How do I book a demo?',
    'Click “Book demo” and choose a date: our team will show you the stations.',
  ),
  fr(
    'Pour quels lieux vos stations sont-elles faites ?',
    'Elles sont adaptées à tous les lieux qui accueillent du public : cafés, restaurants, hôtels, bars de plage, centres commerciaux, aéroports, gares et événements.',
  ),
  en(
    'Which places are your stations made for?',
    'They suit every place that welcomes the public: cafés, restaurants, hotels, beach bars, malls, airports, railway stations and events.',
  ),
  fr(
    'Comment signaler un problème avec une station ?',
    'Scannez le QR code collé sur la station : il ouvre le formulaire de réclamation de cette station.',
    'Vous pouvez aussi nous envoyer une photo du QR code ici.',
  ),
  en(
    'How do I report a problem with a station?',
    'Scan the QR code on the station: it opens the complaint form for that station.',
    'You can also send us a photo of the QR code here.',
  ),
  fr(
    'Comment vous contacter ?',
    'Utilisez le formulaire de contact de la page d’accueil : notre équipe vous répond rapidement.',
    'Nos coordonnées (e-mail, téléphone, adresse à Tunis) sont en bas de la page.',
  ),
  en(
    'How can I contact you?',
    'Use the contact form on the home page: our team answers quickly.',
    'Our details (email, phone, address in Tunis) are at the bottom of the page.',
  ),
  fr(
    'Pourquoi choisir vos stations de recharge ?',
    'Des stations connectées, sûres et personnalisables, un support 24h/24 et 7j/7, une maintenance rapide et un tableau de bord de gestion centralisé.',
  ),
  en(
    'Why choose your charging stations?',
    'Connected, safe and customisable stations, 24/7 support, fast maintenance and a central management dashboard.',
  ),
  fr(
    'Comment créer un compte client ?',
    'Cliquez sur « Connexion » puis choisissez l’inscription : nom de l’entreprise, nom complet, fonction, gouvernorat, ville, e-mail, téléphone et mot de passe.',
  ),
  en(
    'How do I create a client account?',
    'Click “Login” and choose sign-up: company name, full name, job, governorate, city, email, phone and password.',
  ),
];

/**
 * Each seeded question's translation (the seed lists every entry in French, then in English): a
 * derja question is read in French, and answered in English on the English page.
 */
export const SEED_TWINS: ReadonlyMap<string, string> = new Map(
  SEED_FAQ.flatMap((entry, position) => {
    const twin = SEED_FAQ[position % 2 === 0 ? position + 1 : position - 1];
    return twin && twin.language !== entry.language ? [[entry.question, twin.question]] : [];
  }),
);

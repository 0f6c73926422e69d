import type { Language } from '@app/contracts';

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
  phrasings: PHRASINGS[question] ?? [],
});
const en = (question: string, ...answers: string[]): SeedEntry => ({
  language: 'en',
  question,
  answers,
  phrasings: PHRASINGS[question] ?? [],
});

/** Alternate phrasings of the seeded questions, derja ones with the French entries. */
const PHRASINGS: Record<string, string[]> = {
  'Qu’est-ce que la Nano Box ?': [
    'À quoi sert la Nano Box ?',
    'Présentez-moi la Nano Box',
    'Comment fonctionne la petite borne de comptoir ?',
    'Chnowa el Nano Box ?',
  ],
  'What is the Nano Box?': ['What is the Nano Box used for?', 'How does the Nano Box work?'],
  'Qu’est-ce que la Multi Boxes ?': [
    'À quoi sert la Multi Boxes ?',
    'La station à casiers avec écran, c’est quoi ?',
    'Chnowa el Multi Boxes ?',
  ],
  'What is the Multi Boxes station?': [
    'What is Multi Boxes used for?',
    'What is the station with lockers and a screen?',
  ],
  'Qu’est-ce que le Mega Charger ?': [
    'À quoi sert le Mega Charger ?',
    'Combien d’appareils le Mega Charger recharge-t-il en même temps ?',
    'Quelle station pour un événement ou un festival ?',
  ],
  'What is the Mega Charger?': [
    'What is the Mega Charger used for?',
    'How many phones can the Mega Charger charge at the same time?',
    'Which station for an event or a festival?',
  ],
  'Quels appareils peut-on recharger sur vos bornes ?': [
    'Est-ce compatible avec mon téléphone ?',
    'Puis-je recharger un iPhone ou un Samsung ?',
    'Quels câbles sont disponibles ?',
  ],
  'Which devices can your stations charge?': [
    'Is it compatible with my phone?',
    'Can I charge an iPhone or a Samsung?',
    'Which cables are there?',
  ],
  'Vos stations de recharge sont-elles sécurisées ?': [
    'Mon téléphone risque-t-il d’être abîmé ou volé ?',
    'Est-ce dangereux pour la batterie ?',
    'Y a-t-il un risque de surchauffe ?',
  ],
  'Are your charging stations safe?': [
    'Can my phone be damaged or stolen?',
    'Is it dangerous for the battery?',
    'Is there a risk of overheating?',
  ],
  'Peut-on personnaliser une station aux couleurs de mon entreprise ?': [
    'Peut-on mettre notre logo sur la borne ?',
    'Proposez-vous un design personnalisé ?',
  ],
  'Can a station be customised with my company’s colours?': [
    'Can you put our logo on the station?',
    'Do you offer custom branding?',
  ],
  'Quelle maintenance proposez-vous ?': [
    'Qui répare la borne en cas de panne ?',
    'Que se passe-t-il si la station tombe en panne ?',
    'Envoyez-vous un technicien ?',
  ],
  'What maintenance do you offer?': [
    'Who repairs the station if it breaks down?',
    'Do you send a technician?',
  ],
  'Comment acheter ou louer une station ?': [
    'Peut-on louer une borne ?',
    'Vos bornes sont-elles à vendre ou à louer ?',
    'Je veux acheter une station, comment faire ?',
  ],
  'How can I buy or rent a station?': [
    'Can I rent a station?',
    'Are your stations for sale or for rent?',
    'I want to buy a station',
  ],
  'Combien coûte une station de recharge ?': [
    'Quel est le prix d’une borne ?',
    'Quels sont vos tarifs ?',
    'Quelles sont les modalités de paiement ?',
  ],
  'How much does a charging station cost?': [
    'What is the price of a station?',
    'What are your rates?',
    'How does payment work?',
  ],
  'Comment gagner de l’argent avec les Nano Box ?': [
    'Que gagne mon établissement si j’accueille une borne ?',
    'Proposez-vous une commission ou un partage des revenus ?',
  ],
  'How can I earn money with Nano Boxes?': [
    'What does my venue earn by hosting a station?',
    'Do you offer a commission or a revenue share?',
  ],
  'Peut-on diffuser de la publicité sur vos stations ?': [
    'Comment afficher nos annonces sur vos écrans ?',
    'Je suis annonceur, comment diffuser ma campagne ?',
  ],
  'Can I advertise on your stations?': [
    'How can we show our ads on your screens?',
    'I am an advertiser, how do I run a campaign?',
  ],
  'Quelle est la garantie de vos stations ?': [
    'Combien de temps dure la garantie ?',
    'Les bornes sont-elles garanties ?',
  ],
  'What warranty do your stations have?': [
    'How long is the warranty?',
    'Are the stations guaranteed?',
  ],
  'Votre service client est-il disponible 24h/24 ?': [
    'Quels sont les horaires du support ?',
    'Peut-on vous joindre la nuit ou le week-end ?',
  ],
  'Is your customer support available 24/7?': [
    'What are your support hours?',
    'Can I reach you at night or at the weekend?',
  ],
  'Comment suivre mes stations à distance ?': [
    'Avez-vous un tableau de bord pour gérer mes bornes ?',
    'Puis-je voir l’état de mes stations en temps réel ?',
  ],
  'How do I monitor my stations remotely?': [
    'Is there a dashboard to manage my stations?',
    'Can I see the status of my stations in real time?',
  ],
  'Comment réserver une démo ?': [
    'Peut-on voir la borne avant d’acheter ?',
    'Je voudrais une démonstration',
    'Comment prendre rendez-vous pour une présentation ?',
  ],
  'How do I book a demo?': [
    'Can I see a station before buying?',
    'I would like a demonstration',
    'How do I schedule a presentation?',
  ],
  'Pour quels lieux vos stations sont-elles faites ?': [
    'Où peut-on installer vos stations ?',
    'Est-ce adapté à mon établissement ?',
  ],
  'Which places are your stations made for?': [
    'Where can your stations be installed?',
    'Is it suitable for my venue?',
  ],
  'Comment signaler un problème avec une station ?': [
    'La borne ne marche pas',
    'Je veux faire une réclamation',
    'Mon casier ne s’ouvre pas',
  ],
  'How do I report a problem with a station?': [
    'The station is not working',
    'I want to make a complaint',
    'My locker does not open',
  ],
  'Comment vous contacter ?': [
    'Où êtes-vous situés ?',
    'Quel est votre numéro de téléphone ou votre e-mail ?',
    'Quelle est votre adresse ?',
  ],
  'How can I contact you?': [
    'Where are you located?',
    'What is your phone number or email?',
    'What is your address?',
  ],
  'Pourquoi choisir vos stations de recharge ?': [
    'Quels sont vos avantages ?',
    'Qu’est-ce qui vous différencie des concurrents ?',
  ],
  'Why choose your charging stations?': [
    'What are your advantages?',
    'What makes you different from competitors?',
  ],
  'Comment créer un compte client ?': ['Comment s’inscrire ?', 'Comment ouvrir un compte ?'],
  'How do I create a client account?': ['How do I sign up?', 'How do I register?'],
};

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

import { foldText, stem } from './text';

/**
 * Domain synonyms, French and English together: each word is also indexed and searched as its
 * concept (`~price`…), so "tarif", "combien ça coûte" and "how much does it cost" meet the same FAQ
 * entry, whatever words staff used when writing it. Words are written naturally and stemmed here.
 */
const CONCEPTS: Record<string, string> = {
  price: `prix tarif tarifs tarification cout coute couts couter budget cher chere payer paye
    price prices pricing cost costs costing expensive cheap pay paying fee fees devis quote quotes quotation
    paiement paiements modalites facilite facilites versement versements mensualite mensualites
    financement payment payments installment installments instalment instalments financing
    couterait coutera couteraient abonnement subscription rates montant amount dinars tnd
    onereux onereuse abordable affordable afford estimate estimation echelonne echelonnement mensuel mensuelle monthly tarifer valeur vaut worth
    frais facture factures invoice ttc remise remises discount discounts rabais cheque cheques virement virements especes cash credit traite traites coutent coutait cheaper moins-cher pricey ballpark`,
  buy: `acheter achat achats achete commande commander vendre vendez vente acquerir acquisition buy
    buying purchase
    purchasing order ordering sell selling sale
    procurer acquire commandes achats acheteur buyer
    achetez achetable commercialisez commercialiser revendeur revendeurs reseller resellers distributeur distributor own owning`,
  rent: `louer location loue louez locations loyer bail rent renting rental rentals lease leasing
    hire
    locataire tenant louable leased
    louage preter pret emprunter borrow borrowing temporaire temporaire temporary short-term journee`,
  demo: `demo demos demonstration demonstrations essai essayer tester test rendez-vous rdv trial
    appointment meeting reunion rencontrer meet showroom
    demonstrate showcase presentation presentations montrer visite visiter show
    preview pilote pilot echantillon sample visit tour
    demonstrer prototype exemplaire in-person en-personne walkthrough`,
  safe: `securite securise securisee securises dangereux dangereuse danger risque risques protection
    proteger protege protegee surtension surtensions surchauffe chauffe court-circuit fiable safe
    safety secure security dangerous risk risky overheating overheat overvoltage short-circuit
    reliable fire incendie explose exploser explode grille griller bruler brule burn burns burnt
    voler vol vole voleur steal stolen theft thief abimer abime endommager damage damaged damaging
    surge surges donnees data piratage hack hacking electrocution shock choc
    safely fiabilite certifie certifiee certification certified norme normes harm harmful ruin destroy deteriorer endommage court-circuits incendies
    chaleur heat hot chaud chaude fried fry frit virus malware confiance trust trusted peur fear afraid worry worried inquiet inquiete craindre crains`,
  device: `telephone telephones portable portables smartphone smartphones mobile mobiles iphone
    iphones android samsung appareil appareils tablette tablettes device devices phone phones tablet
    tablets gadget compatible compatibles compatibility ipad huawei xiaomi oppo airpods ecouteurs
    earbuds headphones watch smartwatch pixel nokia motorola oneplus realme tecno infinix
    honor galaxy
    gsm laptop ordinateur casque enceinte speaker liseuse`,
  cable: `cable cables usb usb-c usbc lightning connecteur connecteurs connectique prise prises
    connector connectors plug plugs cord cords type-c
    fil fils cordon adaptateur adapter micro-usb`,
  custom: `personnaliser personnalisation personnalise personnalisee personnalisable logo logos
    couleur couleurs marque habillage customise customize customised customized customisation
    customization custom personalise personalize personalised colours colors colour color brand
    branding branded design designs mesure sticker stickers autocollant autocollants habiller
    wrap charte identite special speciale
    personalized personnalises sur-mesure imprimer print visuel visuels graphics apparence appearance skin skins decal decals vinyl`,
  maintenance: `maintenance entretien entretenir reparation reparations reparer panne pannes depannage
    intervention interventions repair repairs repairing fix fixes breakdown breakdowns break breaks
    tombe tomber servicing sav technicien techniciens technician technicians depanner reparateur
    maintain maintained upkeep revision remplacer remplacement replace replacement intervient intervenir
    technique technical tech broke entretenez`,
  update: `mise-a-jour mises-a-jour update updates upgrade firmware`,
  warranty: `garantie garanti garantis garanties garantit duree warranty warranties warrantee
    guarantee guarantees guaranteed couvert couverte covered coverage period periode
    guaranty garantissez guarantee`,
  support: `support assistance aide helpdesk help hotline accompagnement accompagner
    nuit night weekend week-end dimanche sunday 24h hours horaire horaires
    disponible disponibles dispo available availability joignable reachable repondre repondez
    respond answer
    urgence emergency urgent astreinte on-call reactif reactivite responsive
    ferie feries holiday holidays anytime minuit midnight round-the-clock`,
  revenue: `revenu revenus gagner gagne argent commission commissions rentabilite benefice
    benefices partenariat partenaire partenaires partage earn earning earnings money revenue revenues
    income profit profits partnership partner partners share toucher touche rapporter rapporte
    gain gains pourcentage percentage remuneration
    percent pourcent pourcentages payout royalties marge margin retombees remunere remunerer beneficier
    accueillir accueille heberger host hosting hosted redevance royalty passive retribution`,
  advertising: `publicite publicites pub pubs publicitaire publicitaires annonce annonces annonceur
    annonceurs affichage advertising advertise advert adverts advertisement advertisements ads
    advertiser advertisers marketing spot spots campagne campagnes campaign campaigns sponsor
    sponsoring visibilite visibility promotion promouvoir promote affiche billboard
    diffusion diffuser media audience impressions notoriete awareness annoncer
    banniere bannieres banner banners video videos clip clips`,
  screen: `ecran ecrans interactif interactive tactile screen screens display displays touchscreen`,
  dashboard: `tableau-de-bord plateforme application appli applis logiciel suivi reel gestion
    gerer superviser supervision dashboard platform app apps monitor monitoring manage managing
    management realtime track tracking distance remote remotely suivre etat status tableau-bord
    statistiques stats statistics utilisation usage superviser
    online en-ligne interface portail portal surveiller surveillance alerte alertes alert alerts notification notifications
    historique history chiffres figures connecte connected analytics`,
  contact: `contacter contactez contact joindre appeler appelle email e-mail mail courriel numero
    adresse call reach address situe situes situee localise localises located bureau bureaux
    office offices appeler whatsapp facebook instagram siege headquarters localisation
    coordonnees ecrire write sales commercial commerciaux locaux premises`,
  complaint: `reclamation reclamations plainte plaintes probleme problemes signaler signalement
    complaint complaints complain problem problems issue issues report reporting feedback avis
    suggestion suggestions qr casse cassee broken incident incidents bug erreur error defectueux
    defective faulty rembourser remboursement refund plaindre plains plaint
    ouvre ouvrir bloque coince stuck signale file
    bloquee bloquees jammed blocked coincee rendre recuperer perdu perdue lost`,
  install: `installer installation installations installe installee pose poser
    install installing installed setup deploy deployment`,
  venue: `cafe cafes restaurant restaurants hotel hotels bar bars plage plages terrasse terrasses
    boutique boutiques magasin magasins commerce commerces coffee shop shops venue venues beach terrace
    lieu lieux endroit endroits place places lobby residence universite
    university universities campus ecole ecoles school schools hopital hospital clinique clinic
    gym cinema stade stadium bibliotheque library coworking lounge
    agence agences banque banques bank supermarche supermarket spa camping marina club clubs discotheque nightclub resort complexe salle salles
    boulangerie bakery pharmacie pharmacy patisserie pizzeria fast-food tea hospitality station-service hostel hostels guesthouse guesthouses reception`,
  // Whether a station suits a place: what the venues entry is asked about, the place being its object.
  suit: `adapte adaptee adaptes adaptees convient conviennent conviendrait suitable suit suits suited
    fit fits appropriate approprie appropriee ideal ideale`,
  event: `evenement evenements evenementiel festival festivals salon salons concert concerts mariage
    mariages foire event events wedding weddings fair fairs conference conferences
    tournoi tournament exposition expo exhibition congres congress seminaire seminar gala soiree party fete fetes`,
  transit: `aeroport aeroports gare gares train trains ferroviaire centre-commercial mall malls airport
    airports railway railways transit`,
  locker: `casier casiers consigne consignes compartiment compartiments cadenas code codes verrou
    locker lockers compartment compartments lock locks padlock`,
  account: `compte comptes inscription inscrire inscris connexion connecter identifiant account
    accounts signup sign-up register registration login log-in signin sign-in s-inscrire
    espace-client enregistrer enrol enroll`,
  company: `entreprise entreprises societe societes qui-etes-vous company companies business
    businesses firm`,
  choose: `choisir choix pourquoi avantage avantages meilleur difference choose choice why advantage
    advantages benefit benefits better best difference differencie differencier different concurrent
    concurrents competitor competitors competition qualite quality fort forts strength strengths
    atout atouts unique differentiate differencient`,
  capacity: `simultanement simultane simultanes nombre capacite simultaneously simultaneous capacity
    number simultanement
    foule crowd crowds crowded monde centaines hundreds milliers thousands massive huge big gros grosse grand grande large`,
  station: `borne bornes station stations kiosque kiosques kiosk kiosks charger chargers chargeur
    chargeurs machine machines
    totem totems dispositif equipement equipements equipment materiel hardware unit units`,
  nano: `nano nanobox`,
  multi: `multi multibox multiboxes`,
  mega: `mega megacharger`,
};

/**
 * Expressions rewritten before the words are split, so their meaning is not lost word by word
 * (applied to folded text: lower case, no accents, punctuation as spaces).
 */
const PHRASES: [RegExp, string][] = [
  // SMS spellings.
  [/\bcmb\b/g, 'combien'],
  [/\bnum\b/g, 'numero'],
  // A message that is only "how much?" asks the price.
  [/^(?:how much|hw much|combien|c est combien|cb|cmb)$/g, 'prix'],
  // "Sont-elles sûres ?" (the preposition "sur" stays a glue word).
  [/\b(?:surs|sures)\b/g, 'securise'],
  [/\b(?:pk|pq|prk|pourkoi|pourquoa)\b/g, 'pourquoi'],
  [/\btel\b/g, 'telephone'],
  [/\bresto\b/g, 'restaurant'],
  [/\b(?:rentable|rentabilite|profitable)\b/g, 'benefice'],
  [/\bsalles? de (?:sport|gym|fitness)\b/g, 'gym'],
  [/\b(?:numero de (?:telephone|tel)|num tel|phone number|telephone number)\b/g, 'numero'],
  [
    /\b(?:24 ?h? ?24|24 ?7|7 ?j ?7|7 days a week|24 hours a day|jour et nuit|day and night)\b/g,
    '24h',
  ],
  [/\b(?:service client|customer service|customer support|service apres vente)\b/g, 'support'],
  [/\b(?:en meme temps|at the same time|at once|a la fois)\b/g, 'simultanement'],
  [/\b(?:a distance|from afar)\b/g, 'remotely'],
  [/\b(?:type c|usb c)\b/g, 'usbc'],
  [
    /\b(?:ne marche (?:pas|plus)|ne fonctionne (?:pas|plus)|ne (?:se )?(?:re)?charge (?:pas|plus)|isn ?t working|is not working|not working|doesn ?t work|does not work|stopped working|(?:is |are )?not charging|(?:won ?t|doesn ?t|does not|will not) charge|stopped charging)\b/g,
    'broken',
  ],
  [/\b(?:tombe en panne|breaks down|stops working)\b/g, 'breakdown'],
  [/\b(?:make money|gagner de l argent)\b/g, 'earn'],
  // "How much is the Nano Box": a price, though "combien"/"how much" alone may ask anything.
  [
    /\b(?:combien|how much)(?: (?:is|are|for|coute|coutent|vaut|valent))?(?: (?:le|la|les|un|une|the|a|an|ca|c est|votre|vos|your))? (?=(?:borne|bornes|station|stations|nano|multi|mega|box|charger|chargers)\b)/g,
    'prix ',
  ],
  // "c'est combien" loses its "c'" with the elisions: "est combien".
  [/\b(?:(?:ca|c|sa) )?(?:est|coute|coutent) combien\b|\b(?:ca|c|sa) fait combien\b/g, 'prix'],
  // "Combien pour louer…", "how much to rent…": the price of buying or renting.
  [
    /\b(?:combien|how much|9adeh|9adech)\b(?=.{0,30}\b(?:location|louer|loyer|achat|acheter|achete|rent|rental|renting|buy|buying|lease)\b)/g,
    'prix',
  ],
  [
    /\b(?:price range|price list|fourchette de prix|ordre de prix|gamme de prix|grille tarifaire)\b/g,
    'prix',
  ],
  // "Quel genre d'endroit", "what kind of business": which places the stations suit.
  [
    /\b(?:(?:quel|quels|quelle|quelles) (?:genre|type|sorte)s? (?:de )?(?:lieu|lieux|endroit|endroits|etablissement|etablissements|commerce|commerces|business)|what (?:kind|kinds|type|types|sort|sorts) of (?:place|places|business|businesses|venue|venues|location|locations|shop|shops))\b/g,
    'convient lieu',
  ],
  // "Vous êtes où ?", "where are you?": the address, every word of it a glue word otherwise.
  [
    /\b(?:(?:vous etes|etes vous|vous vous trouvez|vous trouvez vous) ou|ou (?:etes vous|vous trouvez vous|vous etes|se trouve votre (?:bureau|societe|entreprise)))\b/g,
    'situes',
  ],
  [/\bwhere are you(?: guys| all)?(?: based| located| situated)?\b(?! (?:going|from))/g, 'located'],
  // A locker that stays shut is a complaint, not a question about lockers.
  [
    /\b(?:(?:reste|restee|est|is|stays?|stuck) (?:ferme|fermee|bloque|bloquee|coince|coincee|locked|shut)|ne (?:s )?ouvre (?:pas|plus)|won ?t open|doesn ?t open|does not open|will not open)\b/g,
    'bloque',
  ],
  [/\b(?:tech support|technical support|support technique|assistance technique)\b/g, 'support'],
  [
    /\b(?:opening hours|open hours|heures? (?:d )?ouverture|horaires? (?:d )?ouverture)\b/g,
    'horaires',
  ],
  [/\b(?:open|opening|create|creating|make|get) (?:an |a |my |one )?account\b/g, 'signup'],
  [/\b(?:ouvrir|creer|faire) (?:un |mon )?compte\b/g, 'inscription'],
  // "Vous plutôt que les autres", "rather than": a comparison with competitors.
  [/\b(?:plutot que|rather than|instead of|au lieu de)\b/g, 'concurrent'],
  [/\b(?:marche|fonctionne|works?) (?:avec|with)\b/g, 'compatible'],
  [/\b(?:ca|sa|ça) (?:marche|va) pour\b/g, 'convient'],
  [/\b(?:sign up|s inscrire|m inscrire)\b/g, 'signup'],
  // Seeing one's own stations is monitoring them.
  [
    /\b(?:voir|see|check|consulter|verifier)\b((?: l etat de| the status of)? (?:ma|mes|my) (?:borne|bornes|station|stations)\b)/g,
    'suivre$1',
  ],
  // Seeing or trying a station before deciding is asking for a demo.
  [
    /\b(?:voir|see|look at|tester|test|essayer|try|show|montrer|presenter)\b(.{0,40})\b(?:avant|before)\b/g,
    'demo $1 avant',
  ],
];

/**
 * Concepts that name what is asked about, or where, rather than what is asked: in "combien coûte
 * la Nano Box", the price entry answers, not the Nano Box one; in "louer une borne pour un
 * mariage", renting, not events. They count for less when other words match.
 */
export const OBJECT_CONCEPTS = new Set([
  '~station',
  '~nano',
  '~multi',
  '~mega',
  '~event',
  '~transit',
  '~venue',
]);

/** Applies the expressions to folded text. */
export function rewritePhrases(folded: string): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text;
}

/** stem → concept token (`~price`). */
export const CONCEPT_OF: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [concept, list] of Object.entries(CONCEPTS)) {
    for (const raw of list.split(/\s+/)) {
      if (!raw) continue;
      // Hyphenated entries are multi-word expressions; each of their words maps to the concept.
      for (const part of foldText(raw).split(' ')) {
        if (part.length >= 2) map.set(stem(part), `~${concept}`);
      }
    }
  }
  return map;
})();

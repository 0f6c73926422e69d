import { foldText, stem } from './text';

/**
 * Domain synonyms, French and English together: each word is also indexed and searched as its
 * concept (`~price`…), so "tarif", "combien ça coûte" and "how much does it cost" meet the same FAQ
 * entry, whatever words staff used when writing it. Words are written naturally and stemmed here.
 */
const CONCEPTS: Record<string, string> = {
  price: `prix tarif tarifs tarification cout coute couts couter budget cher chere payer paye
    price prices pricing cost costs costing expensive cheap pay paying fee fees devis quote quotes quotation`,
  buy: `acheter achat achats achete commande commander vendre vendez vente buy buying purchase
    purchasing order ordering sell selling sale`,
  rent: `louer location loue louez locations bail rent renting rental rentals lease leasing hire`,
  demo: `demo demos demonstration demonstrations essai essayer tester test rendez-vous rdv trial
    demonstrate showcase`,
  safe: `securite securise securisee securises dangereux dangereuse danger risque risques protection
    proteger protege protegee surtension surtensions surchauffe chauffe court-circuit fiable safe
    safety secure security dangerous risk risky overheating overheat overvoltage short-circuit
    reliable fire incendie explose exploser explode`,
  device: `telephone telephones portable portables smartphone smartphones mobile mobiles iphone
    iphones android samsung appareil appareils tablette tablettes device devices phone phones tablet
    tablets gadget`,
  cable: `cable cables usb usb-c usbc lightning connecteur connecteurs connectique prise prises
    chargeur chargeurs port ports connector connectors plug plugs cord cords`,
  custom: `personnaliser personnalisation personnalise personnalisee personnalisable logo logos
    couleur couleurs marque habillage customise customize customised customized customisation
    customization custom personalise personalize personalised colours colors colour color brand
    branding branded`,
  maintenance: `maintenance entretien entretenir reparation reparations reparer panne pannes depannage
    intervention interventions repair repairs fix broken breakdown breaks tombe tomber servicing
    sav`,
  update: `mise-a-jour mises-a-jour update updates upgrade firmware`,
  warranty: `garantie garanti garantis garanties duree warranty warranties guarantee guaranteed`,
  support: `support assistance aide helpdesk help hotline accompagnement accompagner
    nuit night weekend week-end dimanche sunday`,
  revenue: `revenu revenus gagner gagne argent commission commissions rentable rentabilite benefice
    benefices partenariat partenaire partenaires partage earn earning earnings money revenue revenues
    income profit profits partnership partner partners share`,
  advertising: `publicite publicites pub pubs publicitaire publicitaires annonce annonces annonceur
    annonceurs affichage advertising advertise advert adverts advertisement advertisements ads
    advertiser advertisers marketing`,
  screen: `ecran ecrans interactif interactive tactile screen screens display displays touchscreen`,
  dashboard: `tableau-de-bord plateforme application appli applis logiciel suivi reel gestion
    gerer superviser supervision dashboard platform app apps monitor monitoring manage managing
    management realtime track tracking`,
  contact: `contacter contactez contact joindre appeler appelle email e-mail mail courriel numero
    adresse call reach address`,
  complaint: `reclamation reclamations plainte plaintes probleme problemes signaler signalement
    complaint complaints complain problem problems issue issues report reporting feedback avis
    suggestion suggestions qr marche fonctionne fonctionner`,
  install: `installer installation installations installe installee pose poser delai delais
    install installing installed setup deploy deployment`,
  venue: `cafe cafes restaurant restaurants hotel hotels bar bars plage plages terrasse terrasses
    boutique boutiques magasin magasins commerce commerces coffee shop shops venue venues beach terrace`,
  event: `evenement evenements evenementiel festival festivals salon salons concert concerts mariage
    mariages foire event events wedding weddings fair fairs conference conferences`,
  transit: `aeroport aeroports gare gares train trains ferroviaire centre-commercial mall malls airport
    airports railway railways transit`,
  locker: `casier casiers consigne consignes compartiment compartiments cadenas code codes verrou
    locker lockers compartment compartments lock locks padlock`,
  account: `compte comptes inscription inscrire inscris connexion connecter identifiant account
    accounts signup sign-up register registration login log-in signin sign-in`,
  company: `entreprise entreprises societe societes qui-etes-vous company companies business
    businesses firm`,
  choose: `choisir choix pourquoi avantage avantages meilleur difference choose choice why advantage
    advantages benefit benefits better best difference`,
  capacity: `simultanement simultane simultanes nombre capacite simultaneously simultaneous capacity
    number`,
  station: `borne bornes station stations kiosque kiosques kiosk kiosks`,
  nano: `nano nanobox`,
  multi: `multi multibox multiboxes`,
  mega: `mega megacharger`,
};

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

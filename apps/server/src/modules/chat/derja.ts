/**
 * Tunisian derja written in Latin letters (Arabizi: 3 = ع, 7 = ح, 9 = ق, 5 = خ): a lexicon that
 * glosses each derja word into French, so a derja question goes through the same French index and
 * gets a French answer. Spellings vary a lot ("chnowa", "chnoua", "chnou"; "9adeh", "kadech"), so
 * words are looked up by a spelling key that forgets those differences.
 *
 * The gloss applies only to messages that look like derja: words such as "win", "ma" or "fin" are
 * also English or French.
 */

/** gloss ← derja spellings. The gloss is French the index already understands (or a stop word). */
const LEXICON: Record<string, string> = {
  // Question words.
  quoi: 'chnoma chnuma chnw chnoi chniya chneya chnouwa chnowwa chnouma chnowa chnoua chnou chnouwa chnia chneya chniya chneyya chbih chnaya chnuwa chneyya chnowwa chnoa chnw',
  combien:
    'kaddech kaddeh gaddech gadeh 9adah 9addah b9adeh bgaddech 9adeh 9adech 9adach 9addech 9addeh kadeh kadech 9ades b9adech bcha9adech bkadech',
  comment: 'kifech kifach kifh kifch kifeh kifechnou kifah',
  ou: 'win wein winou wineh fin fein',
  pourquoi: '3lech 3lach 3leh alech 3lache',
  qui: 'chkoun chkun 9chkoun elli li',
  quand: 'wa9tech emta waktech ki wa9teh waqtech',
  quel: 'ay ama amma',
  // Verbs.
  demander: 'nes2el nsa2el ys2el yes2lou nas2el',
  envoyer: 'tab3eth nab3eth tab3thou nab3thou teb3eth',
  livrer: 'twasslou nwasslou twasel',
  changer2: 'nbadlou tbadlou',
  payer2: 'nkhales nkhalles n5ales tkhales tkhalles tkhalsou',
  fonctionne: 'mechya mechi',
  attendre: 'nestanna testanna',
  comprendre: 'nefhem fhemt',
  aider: 't3awenni t3awnouni n3awnek m3awna',
  trouver: 'nal9a nalka tal9a',
  prendre: 'nakhou nekhou na5ou tekhou',
  oublier: 'nsit nsitha',
  perdre: 'dhay3t dhaya3',
  casser2: 'tkasret kasrou',
  recharger: 'ncharjiw nchargiw',
  peut: 'najem nnajem tnajem nejem tnajmou ynajem najmou nejmou tnajjem',
  veux: 'n7eb nheb n7ebb nhib t7eb t7ebou n7ebou',
  acheter: 'nechri nichri nachri neshri nchri nechriw tchri chrit nechrih nechriha',
  vendre: 'tbi3ou tbi3 tbi3o nbi3',
  vente: 'bi3',
  louer: 'nkri nekri tkri tkriw tkrou nkriha nkrih kra kiri krai tekri tkriha',
  location: 'kraa kira',
  charger: 'nchargi ychargi tchargi ychargiw tcharji ncharji charji ycharji',
  gagner: 'nerba7 rba7 narba7 rbe7 yerba7 nrab7ou',
  argent: 'flous floos flus',
  benefice: 'fayda faydet',
  mettre: 'n7ot nhot t7ot 7ot n7otou',
  installer: 'tet7at yet7at n7otha',
  voir: 'nchouf nchuf tchouf chouf nchoufou',
  reserver: 'na7jez nahjez 7jez na7jzou',
  montrer: 'tfarjouni farjouni nfarjek tfarjini farjini',
  inscrire: 'nsajel sajel tsajel nsajjel',
  faire: 'na3mel n3mel ta3mel a3mel ya3mel na3mlou',
  appeler: 'nkalmkom nkalmek kalemna nkallem n3ayetlkom 3ayetli n3ayet n3ayatlkom',
  signaler: 'nbalegh balegh nballegh',
  casse2: 't5demch tekhdemch t5dmch te5demch t5dimch tekhdimch',
  compatible: 'yemchi temchi yemchiw',
  disponible: 'ye5dem yekhdem t5dem mawjoud mawjoudin mawjudin',
  casse: 'metkasra mkasra tetkasser tkasser mkasser metkasser t5ser tekhser',
  reparer: 'ysal7ha ysala7 tsal7ou sal7 ysal7ou nsal7ou tsal7ha',
  convient: 'tsal7 yesla7 tesla7',
  ouvre: 't7alech t7elch yet7al tet7al',
  bruler: 'yet7ra9 ta7ra9 7ar9 yet7ar9',
  voler: 'yesre9 sre9 tesre9 yesr9ou',
  abimer: 'tkhasser y5asser t5asser ykhasser tkhasserch t5asserch',
  laisser: 'nkhali nkhalli n5ali',
  choisir: 'nekhtar ne5tar tekhtar nekhtarkom ne5tarkom',
  proposer: 't9tare7 t9tarhou ti9tarhou n9tare7',
  organiser: 'nnadham nadham tnadhem nnadhmou',
  partir: 'nemchi nrawa7 nrawah',
  donne: 'a3tini a3tina ta3tini',
  etre: 'tkoun ykoun nkoun',
  parle: 'a7kili 7kili a7kilna',
  // Nouns.
  batterie: 'batri batteria',
  annee: 'sna sana',
  bureau: 'maktab mekteb',
  magasin: 'mahal ma7al',
  endroit: 'makan mkan',
  festival: 'mahrajen mahrajan mehrejen festivalet',
  client: 'kliyan klayen zbouna zboun',
  vol: 'sir9a sar9a',
  monde: 'nes ness',
  personnes: 'abed 3bed',
  aujourdhui: 'lyoum elyoum',
  gratuit: 'bbalech blech belech bilech',
  compte2: '7seb hseb',
  ecran2: 'chacha chachet',
  commande: 'commanda',
  telephone: 'telifoun tilifoun telefoun tlifoun portabl',
  telephones: 'telifounet telifounat telifounethom',
  cafe: '9ahwa kahwa 9hawi 9ahoua gahwa',
  lieu: 'blasa blassa plassa blayes',
  adresse: 'blastkom blasetkom',
  prix: 'soum essoum soumha soumhom',
  paiement: '5las khlas 5lass',
  publicite: 'i3lan e3lan i3lanet i3lanat ichhar eshhar i4har',
  avantages: 'mizet mizat mazaya',
  nuit: 'lil',
  jour: 'nhar',
  distance: 'b3id',
  emploi: '5edma khedma',
  tunis: 'tounes tunes',
  voiture: 'karhba karhbet',
  demain: 'ghodwa',
  an: '3am',
  mois: 'chhar',
  jeunes: 'chabeb',
  heure: 'se3a',
  cher: 'ghali ghalya',
  'bon marche': 'rkhis r5is',
  payer: 't5alas nkhalas n5alas tkhalas nkhalsou',
  versements: 'taksit ta9sit ta9sita',
  garantie: 'dhaman dhamen daman dhmen',
  matin: 'sbe7 sba7',
  dimanche: 'a7ad ahad',
  maintenance: 'siyana syana sayena',
  panne: 'tet3atel yet3atel tet3atal t3atel t3atlet 3atla mo3atla m3atla t3atlt 5esret khesret',
  securise: 'amen aman mamoun mamouna',
  danger: 'khatar 5atar 5tar',
  exploser: 'yetfarka3 yetfarga3 tetfarka3',
  surchauffe: 's5ana skhana yes5en yeskhen tes5en',
  cable: 'kabl kable kablet',
  prise: 'priz preez',
  couleur: 'lon alwen alwan',
  revenu: 'dakhl da5l',
  part: 'nsib nasib',
  marque: 'marka',
  superviser: 'nra9eb nraqeb ra9ab',
  suivre: 'ntaba3 tetaba3 ytaba3',
  essayer: 'njarreb nejarreb tjarreb njareb',
  'rendez-vous': 'maw3ed maw3id mou3ed',
  restaurant: 'resto mat3am',
  plage: 'b7ar bhar',
  boutique: '7anout hanout',
  aeroport: 'matar',
  gare: 'mahatta ma7atta',
  mariage: '3ers 3ors',
  evenement: '7afla hafla 7aflet',
  plainte: 'nechki nechtki chakwa chekwa chkeya nchaki',
  probleme: 'mochkla mochkel machakel mouchkla',
  ferme: 'msakker tsakker msaker msakra',
  numero: 'noumrou nomro',
  adresse2: '3onwen 3enwen',
  joindre: 'nwasslkom nousel nwasel',
  meilleur: 'a7sen ahsen afdhal',
  difference: 'farq far9',
  connexion: 'nod5ol nodkhol nedkhol',
  si: 'ken kenou',
  peu: 'chwaya chouaya',
  temps: 'wa9t',
  maintenant: 'taw tawa',
  bien: 'bhi behi mezyen mizyen',
  donc: 'yaani ya3ni',
  vous2: '3lik 3likom',
  je: 'ena',
  nous: 'a7na ahna 3lina',
  il: 'houa howa houwa',
  elle: 'hia hiya',
  aussi: 'zeda zada',
  comme: 'kima',
  pres: '9rib krib',
  oui: 'ey eyh iyh',
  besoin: 'nest7a9 yest7a9 nest7a9ou',
  faut: 'lazem lezem',
  utiliser: 'nesta3mel yesta3mel nesta3mlou',
  tous: 'kol koll',
  avec2: 'bel bil',
  de2: 'mel mil',
  coute: 't3adi yet3ada',
  vient: 'yji tji',
  changer: 'nbadel tbadel ybadel',
  vous3: 'likom fikom bikom 3likom',
  bornes2: 'bornti borntek bornetna bornetkom',
  ouvrir: 'n7el t7el nhel',
  entreprise: 'chrika cherka chrikti chirka chrikat cherket chirket',
  mettre2: 't7otouli t7otli',
  coute2: 'yousel youssel yosel',
  repondre: 'yjewebni yjaweb tjaweb ijeweb',
  venir: 'tjiw tjeu njiw',
  arrive: 'sar sart',
  savoir: 'na3ref ta3ref',
  un: 'wa7ed wahed',
  charge: 'charja charjet',
  entre: 'bin',
  deux: 'zouz zuz',
  ecrans: 'ecranet',
  possible: 'mumkin momkin',
  petit: 'sghir sghira',
  chose: '7aja haja',
  proprietaire: 'mol moula',
  faire2: 'n3mlou na3mlou n3amlou',
  explique: 'fahmni fahemni fasserli',
  type: 'noua3 nou3 naw3',
  charger2: 'yet3abba tet3abba yet3aba',
  securise2: 'm2amna m2amen mamna',
  garantie2: 'madhmouna madhmoun madmouna',
  gagner2: 'terba7 tarba7 yarba7',
  // Everyday words of the trade, from how Tunisians commonly speak.
  venir2: 'nji jit jina',
  // "win njikom": where to come to you is the address.
  adresse3: 'njikom jitkom njiwkom',
  grand: 'kbir kbira kbar',
  hotel: 'otel oteil otil',
  cafe2: 'ma9ha maqha',
  hopital: 'sbitar',
  universite: 'jem3a jami3a',
  ecole: 'madrsa mdrsa',
  commerce: 'souk swa9',
  peur: '5ayef khayef nkhaf n5af',
  incendie: 'ychi3el tech3el tich3el',
  reparer2: 'tesli7 tasli7 sla7',
  technicien: 'technisyen teknisyen',
  ecrire: 'nekteb tekteb ekteblna',
  compte3: 'kont',
  chargeur: 'charjour chargour',
  client2: '7arfa 7orafa harfa',
  recharger2: 'n3abi t3abi y3abi n3abbi',
  ou3: 'fayn',
  // Small words.
  le: 'el il',
  de: 'mte3 mta3 mte3i mte3kom ta3 ta3kom mte3ek mte3na men',
  'dans elle': 'fiha fih',
  dans: 'fel fil fi dakhel da5el',
  pour: 'lel bech bach',
  et: 'w wel',
  sur: '3al 3la',
  avec: 'm3a m3aha ma3',
  avant: '9bal kbal',
  apres: 'ba3d',
  beaucoup: 'barcha barsha',
  toujours: 'dima',
  avoir: '3andi 3andkom 3andek 3and',
  'il y a': 'fama famma femma',
  ce: 'hedhi hedha hal',
  vous: 'entouma',
  autres: 'okhrin o5rin',
  pas: 'mouch mech moch',
  ou2: 'walla wala',
  bornes: 'bornet bornat',
  exactement: 'bedhabt bedhabet',
  bonjour: 'aslema 3aslema asslema salam',
  vide: 'mayta',
  restent: 'y9a3dou',
};

/** One key for the spellings of a derja word: sh/ch, ou/u/o, kh/5 and doubled letters alike. */
export function spellingKey(word: string): string {
  return word
    .replace(/sh/g, 'ch')
    .replace(/kh/g, '5')
    .replace(/ou/g, 'u')
    .replace(/o/g, 'u')
    .replace(/(.)\1+/g, '$1');
}

/**
 * A looser key for spellings the lexicon has not seen: Arabizi digits read as the letters people
 * also write for them (7 = h, 9 = q = k, 3 = a glottal stop often left out, 2 = hamza) and every
 * vowel dropped, since derja's short vowels are written at will ("mte3"/"mta3", "nechri"/"nichri",
 * "ysala7ha"/"ysal7ha"). Only the consonant skeleton is left; the first letter stays.
 */
export function skeletonKey(word: string): string {
  const key = spellingKey(word).replace(/7/g, 'h').replace(/[q9]/g, 'k').replace(/[32]/g, '');
  return (key[0] ?? '') + key.slice(1).replace(/[aeiouyw]/g, '');
}

const GLOSS = (() => {
  const map = new Map<string, string>();
  for (const [gloss, list] of Object.entries(LEXICON)) {
    const french = gloss.replace(/\d$/, '');
    for (const word of list.split(/\s+/)) if (word) map.set(spellingKey(word), french);
  }
  return map;
})();

/** Skeleton → gloss, for skeletons of at least 3 letters that only one gloss has. */
const SKELETON_GLOSS = (() => {
  const map = new Map<string, string | null>();
  for (const [gloss, list] of Object.entries(LEXICON)) {
    const french = gloss.replace(/\d$/, '');
    for (const word of list.split(/\s+/)) {
      const key = skeletonKey(word);
      if (key.length < 3) continue;
      const known = map.get(key);
      map.set(key, known === undefined || known === french ? french : null);
    }
  }
  return map;
})();

/** Derja phrases whose meaning is not the sum of their words. */
const PHRASES: [RegExp, string][] = [
  [/\blil (?:w|wel|o|u) nhar\b/g, '24h 24'],
  [/\bnafs el wa9t\b/g, 'simultanement'],
  [/\bmen b3id\b/g, 'a distance'],
];

/** Lexicon words that French or English also write: they do not tell a derja message. */
const SHARED = new Set(
  'el il w wel lil win fin ay ama amma fel fil fi lel hal men li tunes sal7 kra kira ma bach mouch moch ken ki bel resto aman amen salam sar bin mol'
    .split(' ')
    .map(spellingKey),
);
/** Words only derja has: one of them (or an Arabizi digit inside a word) marks a derja message. */
const MARKERS = new Set([...GLOSS.keys()].filter((key) => !SHARED.has(key)));
/** A time of day as English and French write it: "3am", "11pm", "8h", "30min". */
const CLOCK_TIME = /^\d+(?:am|pm|h|mn|min)$/;
/** A letter written as a digit inside a word: "9adeh", "b3id", "n7eb" (not "mp3", "a7", "s9"). */
const ARABIZI = /^[a-z]*[3579][a-z]{2,}|^[a-z]+[3579][a-z]+$/;

/**
 * Whether a folded message (see `foldText`) reads as Tunisian derja in Latin letters: one word of
 * the lexicon, or two Arabizi-shaped words (one could be a model name or a code).
 */
export function isDerja(folded: string): boolean {
  let arabizi = 0;
  for (const word of folded.split(' ')) {
    // "3am" at night and "8h" are times, not derja ("3am" is also derja for a year).
    if (!word || CLOCK_TIME.test(word)) continue;
    const key = spellingKey(word);
    if (MARKERS.has(key)) return true;
    // "b9adeh" is "9adeh" with a particle: a lexicon word under its clitics marks derja too.
    if (/\d/.test(word) && !SHARED.has(key) && glossWord(word) !== undefined) return true;
    if (ARABIZI.test(word) && ++arabizi >= 2) return true;
  }
  return false;
}

// Derja glues pronouns and particles to words: "telifouni" (my phone), "nkriha" (I rent it),
// "wel" (and the), "ma t5asserch" (does not damage): the bare word is looked up when the whole is
// not known.
const PREFIXES = ['', 'w', 'b', 'f', 'l', 'el', 'ma', 'wel', 'bel', 'fel'];
const SUFFIXES = ['', 'ch', 'i', 'ek', 'ou', 'u', 'ha', 'hom', 'hum', 'kom', 'kum', 'na', 'h'];

function affixedGloss(key: string, lookup: (bare: string) => string | undefined) {
  for (const prefix of PREFIXES) {
    if (!key.startsWith(prefix)) continue;
    for (const suffix of SUFFIXES) {
      if (!key.endsWith(suffix) || prefix.length + suffix.length === 0) continue;
      const bare = key.slice(prefix.length, key.length - suffix.length);
      // Too short a remainder matches by chance.
      if (bare.length < 3) continue;
      const gloss = lookup(bare);
      if (gloss) return gloss;
    }
  }
  return undefined;
}

/**
 * The gloss of a spelling the lexicon lacks, by its skeleton: only for a word that is not French
 * or English (`known`), and with at least 4 letters of skeleton unless an Arabizi digit says the
 * word is derja ("mettre" and "matar" share a 3-letter one).
 */
function skeletonGloss(word: string, known: (word: string) => boolean): string | undefined {
  if (known(word)) return undefined;
  const key = skeletonKey(word);
  if (key.length < (/\d/.test(word) ? 3 : 4)) return undefined;
  return SKELETON_GLOSS.get(key) ?? undefined;
}

function glossWord(word: string, known: (word: string) => boolean = () => false) {
  const key = spellingKey(word);
  return (
    GLOSS.get(key) ??
    affixedGloss(key, (bare) => GLOSS.get(bare)) ??
    // Spelled another way: the consonant skeleton, bare or under its clitics.
    skeletonGloss(word, known) ??
    affixedGloss(key, (bare) => skeletonGloss(bare, known))
  );
}

/**
 * The French gloss of a folded derja message; `known` tells the French and English words the
 * visitor mixes in, which a skeleton must not mistake for derja.
 */
export function glossDerja(folded: string, known?: (word: string) => boolean): string {
  let text = folded;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return text
    .split(' ')
    .map((word) => glossWord(word, known) ?? word)
    .join(' ');
}

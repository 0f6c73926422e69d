import type { Governorate } from '@app/contracts/common';

export type LatLng = readonly [number, number];

/** The capital of each of the 24 governorates: where a space is placed when its city is unknown. */
const GOVERNORATE_CAPITALS: Record<Governorate, LatLng> = {
  Ariana: [36.8625, 10.1956],
  Béja: [36.7256, 9.1817],
  'Ben Arous': [36.7531, 10.2189],
  Bizerte: [37.2744, 9.8739],
  Gabès: [33.8815, 10.0982],
  Gafsa: [34.425, 8.7842],
  Jendouba: [36.5011, 8.7802],
  Kairouan: [35.6781, 10.0963],
  Kasserine: [35.1676, 8.8365],
  Kébili: [33.7044, 8.969],
  'Le Kef': [36.1822, 8.7147],
  Mahdia: [35.5047, 11.0622],
  Manouba: [36.8101, 10.0956],
  Médenine: [33.3549, 10.5055],
  Monastir: [35.7643, 10.8113],
  Nabeul: [36.4561, 10.7376],
  Sfax: [34.7406, 10.7603],
  'Sidi Bouzid': [35.0382, 9.4849],
  Siliana: [36.0849, 9.3708],
  Sousse: [35.8256, 10.636],
  Tataouine: [32.9297, 10.4518],
  Tozeur: [33.9197, 8.1335],
  Tunis: [36.8065, 10.1815],
  Zaghouan: [36.4029, 10.1429],
};

/** Other towns where venues are common, so their markers land in the right place. */
const TOWNS: Record<string, LatLng> = {
  'la marsa': [36.8782, 10.3247],
  carthage: [36.8528, 10.3233],
  'la goulette': [36.8181, 10.305],
  'les berges du lac': [36.8326, 10.2375],
  'lac 2': [36.8439, 10.2722],
  'le bardo': [36.8092, 10.1406],
  megrine: [36.7686, 10.2336],
  ezzahra: [36.7439, 10.3083],
  'hammam lif': [36.7297, 10.3414],
  'la soukra': [36.8747, 10.2117],
  hammamet: [36.4, 10.6167],
  kelibia: [36.8475, 11.0939],
  'menzel bourguiba': [37.1536, 9.7856],
  tabarka: [36.9544, 8.7581],
  'hammam sousse': [35.8608, 10.5953],
  'port el kantaoui': [35.8925, 10.5983],
  msaken: [35.7333, 10.5833],
  'ksar hellal': [35.6431, 10.8911],
  moknine: [35.6333, 10.9],
  'el jem': [35.2964, 10.7128],
  'sakiet ezzit': [34.8, 10.75],
  'sakiet eddaier': [34.8, 10.78],
  thyna: [34.6667, 10.7],
  djerba: [33.8756, 10.8575],
  'houmt souk': [33.8756, 10.8575],
  zarzis: [33.5042, 11.1122],
  'ben guerdane': [33.1389, 11.2197],
  metlaoui: [34.3214, 8.4014],
  nefta: [33.8731, 7.8778],
  douz: [33.4667, 9.0167],
};

/** 'Médenine' → 'medenine', 'Sakiet-Ezzit' → 'sakiet ezzit'. */
function normalizePlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const CAPITALS_BY_NAME = new Map<string, LatLng>(
  Object.entries(GOVERNORATE_CAPITALS).map(([name, point]) => [normalizePlace(name), point]),
);

/**
 * Where to draw a space: its town when known, else its governorate's capital, nudged by its id so
 * that several spaces of one town do not hide each other. Null when neither is known.
 */
export function locateSpace(space: {
  id: number;
  ville: string;
  gouvernorat: string;
}): LatLng | null {
  const town = normalizePlace(space.ville);
  const base =
    TOWNS[town] ??
    CAPITALS_BY_NAME.get(town) ??
    CAPITALS_BY_NAME.get(normalizePlace(space.gouvernorat));
  if (!base) return null;
  // Golden-angle spiral: stable for an id, about 1 km apart.
  const angle = space.id * 2.39996;
  const radius = 0.006 * Math.sqrt(space.id % 50);
  return [base[0] + radius * Math.sin(angle), base[1] + radius * Math.cos(angle)];
}

import {
  type CreativeType,
  type Daypart,
  DEFAULT_PLAYS_PER_HOUR,
  minutesOf,
  type PlaylistItem,
  tunisClock,
} from '@app/contracts/screens';

/**
 * The scheduling rules of station screens, as pure functions of the campaigns, the screen and the
 * clock (unit-tested with hand-made cases in test/modules/screens/schedule.test.ts).
 *
 * A campaign (an ad request) plays on a screen at an instant when:
 * - its decision is 'Accepté' (pending and rejected ones never play) and it has a creative;
 * - the instant's date in Tunisia is within [dateDebut, dateFin] (both days included, so a finished
 *   campaign, dateFin < today, never plays);
 * - the screen is targeted: by its station or its governorate when staff chose any, otherwise by
 *   the ad's space (`espace`), the default; an ad with neither plays nowhere;
 * - the instant's time of day in Tunisia is inside one of its dayparts, when it has any.
 */

export interface Campaign {
  id: number;
  statut: string;
  dateDebut: string;
  dateFin: string;
  espaceId: number | null;
  stationIds: readonly number[];
  gouvernorats: readonly string[];
  dayparts: readonly Daypart[];
  playsPerHour: number | null;
  durationMs: number;
  mediaType: CreativeType | null;
  /** Stored file name of the creative, or null. */
  media: string | null;
}

export interface ScreenPlace {
  stationId: number;
  espaceId: number | null;
  /** The governorate of the station's space. */
  gouvernorat: string | null;
}

/** Whether the campaign's rules put it on this screen, whatever the time. */
export function targets(campaign: Campaign, screen: ScreenPlace): boolean {
  if (campaign.stationIds.length > 0 || campaign.gouvernorats.length > 0) {
    return (
      campaign.stationIds.includes(screen.stationId) ||
      (screen.gouvernorat !== null && campaign.gouvernorats.includes(screen.gouvernorat))
    );
  }
  return campaign.espaceId !== null && campaign.espaceId === screen.espaceId;
}

/** Whether a minute of the day (Tunisia) falls in the dayparts; no dayparts = all day. */
export function inDayparts(dayparts: readonly Daypart[], minute: number): boolean {
  if (dayparts.length === 0) return true;
  return dayparts.some((part) => minute >= minutesOf(part.from) && minute < minutesOf(part.to));
}

/** Whether the campaign runs on this date (`YYYY-MM-DD`, Tunisia) at all. */
function runsOn(campaign: Campaign, date: string): boolean {
  return (
    campaign.statut === 'Accepté' &&
    campaign.media !== null &&
    campaign.mediaType !== null &&
    campaign.dateDebut <= date &&
    date <= campaign.dateFin
  );
}

/** The campaigns that play on a screen at an instant, by id. */
export function activeCampaigns(
  campaigns: readonly Campaign[],
  screen: ScreenPlace,
  now: Date,
): Campaign[] {
  const { date, minute } = tunisClock(now);
  return campaigns
    .filter(
      (campaign) =>
        runsOn(campaign, date) &&
        targets(campaign, screen) &&
        inDayparts(campaign.dayparts, minute),
    )
    .sort((a, b) => a.id - b.id);
}

export const playsPerHourOf = (campaign: Campaign) =>
  campaign.playsPerHour ?? DEFAULT_PLAYS_PER_HOUR;

/**
 * One loop of the playlist: each campaign appears in proportion to its plays per hour (divided by
 * their greatest common divisor, so 12 and 6 give 2 and 1), interleaved by smooth weighted round
 * robin so the same ad does not run twice in a row when another could go between.
 */
export function loopOrder(campaigns: readonly Campaign[]): Campaign[] {
  if (campaigns.length === 0) return [];
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = campaigns.map(playsPerHourOf).reduce(gcd);
  const weights = campaigns.map((campaign) => playsPerHourOf(campaign) / divisor);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const order: Campaign[] = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    for (let index = 0; index < campaigns.length; index++) {
      current[index]! += weights[index]!;
      if (current[index]! > current[best]!) best = index;
    }
    current[best]! -= total;
    order.push(campaigns[best]!);
  }
  return order;
}

/** The playlist a screen gets at an instant. */
export function playlistAt(
  campaigns: readonly Campaign[],
  screen: ScreenPlace,
  now: Date,
): PlaylistItem[] {
  return loopOrder(activeCampaigns(campaigns, screen, now)).map((campaign) => ({
    adId: campaign.id,
    mediaUrl: `/uploads/${campaign.media}`,
    mediaType: campaign.mediaType!,
    durationMs: campaign.durationMs,
  }));
}

const HOUR_MS = 3_600_000;

/**
 * The hours of a date (Tunisia) a screen cannot fit: the airtime its campaigns ask for in that
 * hour (plays per hour × duration, for every campaign whose dayparts touch the hour) exceeds 60
 * minutes. Returns each such hour and the airtime booked.
 */
export function overbookedHours(
  campaigns: readonly Campaign[],
  screen: ScreenPlace,
  date: string,
): { hour: number; bookedMs: number }[] {
  const running = campaigns.filter(
    (campaign) => runsOn(campaign, date) && targets(campaign, screen),
  );
  const result: { hour: number; bookedMs: number }[] = [];
  for (let hour = 0; hour < 24; hour++) {
    let bookedMs = 0;
    for (const campaign of running) {
      const share = daypartShare(campaign.dayparts, hour);
      bookedMs += Math.round(playsPerHourOf(campaign) * campaign.durationMs * share);
    }
    if (bookedMs > HOUR_MS) result.push({ hour, bookedMs });
  }
  return result;
}

/** The fraction of an hour the dayparts cover (1 without dayparts). */
function daypartShare(dayparts: readonly Daypart[], hour: number): number {
  if (dayparts.length === 0) return 1;
  const start = hour * 60;
  let minutes = 0;
  for (let minute = start; minute < start + 60; minute++) {
    if (inDayparts(dayparts, minute)) minutes++;
  }
  return minutes / 60;
}

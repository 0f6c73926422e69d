import { type Campaign, type ScreenPlace, targets } from '../screens/schedule';
import { periodBounds, splitHalfUp } from './rules';

/**
 * Screen-days of a campaign in a month (docs/decisions/0030-campaigns-on-invoices.md, "Screen-days"): for every paired
 * screen the campaign's rules target, the days of the month that are
 * - within the campaign's [dateDebut, dateFin] (both included),
 * - on or after the day (Tunisia) the screen was paired (before, it could not play),
 * counted only while the campaign is accepted and has a creative (else it plays nowhere).
 * A day counts whole whatever the dayparts and plays per hour: the price per screen-day is the
 * price of being in that screen's loop that day. Targeting is read as it stands when the month is
 * issued.
 */
export interface PairedScreen extends ScreenPlace {
  /** The day (Tunisia, `YYYY-MM-DD`) of the screen's current pairing. */
  pairedOn: string;
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export function screenDays(
  campaign: Campaign,
  screens: readonly PairedScreen[],
  period: string,
): number {
  if (campaign.statut !== 'Accepté' || campaign.media === null || campaign.mediaType === null) {
    return 0;
  }
  const { first, last } = periodBounds(period);
  let total = 0;
  for (const screen of screens) {
    if (!targets(campaign, screen)) continue;
    const from = [first, campaign.dateDebut, screen.pairedOn].sort()[2]!;
    const to = [last, campaign.dateFin].sort()[0]!;
    if (from <= to) total += dayNumber(to) - dayNumber(from) + 1;
  }
  return total;
}

/** Plays of one campaign on one station on one day (Tunisia). */
export interface DayPlays {
  stationId: number;
  day: string;
  plays: number;
}

/** A rental contract's hold on a station over days (inclusive). */
export interface StationSpan {
  contractId: number;
  stationId: number;
  from: string;
  to: string;
}

export interface AttributedUnit {
  stationId: number;
  /** The contract renting the station on those days; null when none did. */
  contractId: number | null;
  plays: number;
  revenueMillimes: number;
}

/**
 * Attribution of a campaign's month (docs/decisions/0030-campaigns-on-invoices.md, "Attribution"): the HT amount
 * of the campaign's invoice line is split across the month's plays. Plays are grouped by station
 * and by the contract renting that station on the play's day (none when no contract did); each
 * group gets amount × its plays / all plays, by `splitHalfUp` in the order (station id, contract
 * id, none last), so the groups sum exactly to the line's amount.
 */
export function attributeRevenue(
  amountMillimes: number,
  plays: readonly DayPlays[],
  spans: readonly StationSpan[],
): AttributedUnit[] {
  const units = new Map<string, AttributedUnit>();
  for (const entry of plays) {
    if (entry.plays <= 0) continue;
    const span = spans.find(
      (candidate) =>
        candidate.stationId === entry.stationId &&
        candidate.from <= entry.day &&
        entry.day <= candidate.to,
    );
    const contractId = span?.contractId ?? null;
    // Stryker disable next-line StringLiteral: any text for "no contract" keeps the keys distinct.
    const key = `${entry.stationId}:${contractId ?? ''}`;
    const unit = units.get(key) ?? {
      stationId: entry.stationId,
      contractId,
      plays: 0,
      revenueMillimes: 0,
    };
    unit.plays += entry.plays;
    units.set(key, unit);
  }
  const ordered = [...units.values()].sort(
    (a, b) =>
      a.stationId - b.stationId ||
      (a.contractId ?? Number.MAX_SAFE_INTEGER) - (b.contractId ?? Number.MAX_SAFE_INTEGER),
  );
  const parts = splitHalfUp(
    amountMillimes,
    ordered.map((unit) => unit.plays),
  );
  return ordered.map((unit, index) => ({ ...unit, revenueMillimes: parts[index]! }));
}

import { z } from 'zod';
import { GOVERNORATES, governorateSchema, idSchema } from './common';
import { COMPANY_TIME_ZONE } from './sales';

/**
 * Station screens (issue 33): a Multi Boxes or Mega Charger station's screen plays the accepted
 * advertising campaigns that target it. Staff pair the screen (a random token shown as a QR code),
 * the player page polls its playlist with that token and reports each finished play.
 */

/** The station models that have a screen; pairing any other model is refused. */
export const SCREEN_MODELS = ['Multi Boxes', 'Mega Charger'] as const;

/** The player's address (a kiosk page outside every shell). The token travels in the fragment. */
export const PLAYER_PATH = '/ecran';

/** A screen asks for its playlist at most this often (and picks up changes within it). */
export const PLAYLIST_REFRESH_MS = 60_000;

/** What a creative is: the ad's `video` field takes a video or an image. */
export const CREATIVE_TYPES = ['video', 'image'] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];

/** How long an image stays on screen unless staff say otherwise; the expected length of a video. */
export const DEFAULT_CREATIVE_DURATION_MS = 15_000;
export const CREATIVE_DURATION_RANGE = { min: 3_000, max: 300_000 } as const;
/** Plays per hour a campaign asks for when staff set none (used to weigh and to book hours). */
export const DEFAULT_PLAYS_PER_HOUR = 12;
export const PLAYS_PER_HOUR_MAX = 360;

/** Proof-of-play bounds: one report holds at most this many plays, each this long at most. */
export const PLAYS_BATCH_MAX = 200;
export const PLAY_DURATION_MAX_MS = 600_000;
/**
 * A play may be reported this long after it started (a screen offline for days reports when it is
 * back) and at most this far in the future (clock drift).
 */
export const PLAY_MAX_AGE_MS = 7 * 24 * 3_600_000;
export const PLAY_MAX_FUTURE_MS = 5 * 60_000;
/**
 * A screen may report an ad that was in its playlist: from the first time it was given (less the
 * clock drift) until PLAY_MAX_AGE_MS after the last time it was given.
 */

// ---------- pairing ----------

export const screenPairingSchema = z.object({
  /** The screen's secret: shown once, stored only as a hash. Re-pairing revokes the previous one. */
  token: z.string(),
  /** The player page, absolute (PUBLIC_URL), token in the fragment. */
  url: z.string(),
  stationId: z.number().int(),
  pairedAt: z.string(),
});
export type ScreenPairing = z.infer<typeof screenPairingSchema>;

/** What pairing answers: the pairing and the player URL's QR code (an SVG path of `size` modules). */
export const screenPairingResponseSchema = screenPairingSchema.extend({
  qr: z.object({ size: z.number().int(), path: z.string() }),
});
export type ScreenPairingResponse = z.infer<typeof screenPairingResponseSchema>;

// ---------- targeting ----------

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const timeOfDay = z.string({ error: 'screens.daypartInvalid' }).regex(TIME, {
  error: 'screens.daypartInvalid',
});

/** Minutes since midnight of `HH:MM` (24:00 = 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A time-of-day window in Tunisia, `from` included, `to` excluded (`to` after `from`). */
export const daypartSchema = z
  .object({ from: timeOfDay, to: timeOfDay }, { error: 'screens.daypartInvalid' })
  .refine((value) => minutesOf(value.to) > minutesOf(value.from), {
    error: 'screens.daypartOrder',
  });
export type Daypart = z.infer<typeof daypartSchema>;

export const DAYPARTS_MAX = 8;
export const TARGET_STATIONS_MAX = 500;

/**
 * `PUT /api/publicites/{id}/targeting`: stations and/or whole governorates instead of the ad's
 * space, hours of the day, plays per hour, and how long an image stays on screen. A field left out
 * goes back to its default (no stations, no governorates, all day, default plays per hour).
 */
export const targetingInputSchema = z.object(
  {
    stationIds: z
      .array(idSchema, { error: 'screens.stationIdsInvalid' })
      .max(TARGET_STATIONS_MAX, { error: 'screens.stationIdsInvalid' })
      .optional(),
    gouvernorats: z
      .array(governorateSchema, { error: 'validation.governorate' })
      .max(GOVERNORATES.length, { error: 'validation.governorate' })
      .optional(),
    dayparts: z
      .array(daypartSchema, { error: 'screens.daypartInvalid' })
      .max(DAYPARTS_MAX, { error: 'screens.daypartsMax' })
      .optional(),
    playsPerHour: z
      .number({ error: 'screens.playsPerHourInvalid' })
      .int({ error: 'screens.playsPerHourInvalid' })
      .min(1, { error: 'screens.playsPerHourInvalid' })
      .max(PLAYS_PER_HOUR_MAX, { error: 'screens.playsPerHourInvalid' })
      .nullable()
      .optional(),
    durationMs: z
      .number({ error: 'screens.durationInvalid' })
      .int({ error: 'screens.durationInvalid' })
      .min(CREATIVE_DURATION_RANGE.min, { error: 'screens.durationInvalid' })
      .max(CREATIVE_DURATION_RANGE.max, { error: 'screens.durationInvalid' })
      .optional(),
  },
  { error: 'error.validation' },
);
export type TargetingInput = z.input<typeof targetingInputSchema>;

/** The targeting stored on a campaign (every field present). */
export const targetingSchema = z.object({
  stationIds: z.array(z.number().int()),
  gouvernorats: z.array(z.string()),
  dayparts: z.array(z.object({ from: z.string(), to: z.string() })),
  playsPerHour: z.number().int().nullable(),
  durationMs: z.number().int(),
  mediaType: z.enum(CREATIVE_TYPES).nullable(),
});
export type Targeting = z.infer<typeof targetingSchema>;

/** An hour of a screen's day booked beyond 60 minutes of airtime. */
export const overbookingSchema = z.object({
  stationId: z.number().int(),
  reference: z.string(),
  /** The hour in Tunisia, 0–23. */
  hour: z.number().int(),
  bookedMs: z.number().int(),
});
export type Overbooking = z.infer<typeof overbookingSchema>;

export const targetingResultSchema = z.object({
  targeting: targetingSchema,
  /** The screens (paired or not) of the stations the campaign now targets. */
  stations: z.array(
    z.object({
      stationId: z.number().int(),
      reference: z.string(),
      gouvernorat: z.string().nullable(),
      paired: z.boolean(),
    }),
  ),
  /** Hours of the campaign's first remaining day that some targeted screen cannot fit. */
  overbooked: z.array(overbookingSchema),
});
export type TargetingResult = z.infer<typeof targetingResultSchema>;

// ---------- the player ----------

export const playlistItemSchema = z.object({
  adId: z.number().int(),
  mediaUrl: z.string(),
  mediaType: z.enum(CREATIVE_TYPES),
  /** An image's time on screen; a video's expected length (the player plays it to its end). */
  durationMs: z.number().int(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

export const playlistSchema = z.object({
  /** One loop, in order; a campaign appears as often as its plays per hour weigh. */
  items: z.array(playlistItemSchema),
  station: z.object({
    reference: z.string(),
    /** The public complaint form of this station (its QR code is shown in a corner). */
    complaintUrl: z.string(),
  }),
  /** When to ask again, milliseconds. */
  refreshMs: z.number().int(),
  generatedAt: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** An ISO instant with its zone (`Z` or an offset). */
const instantSchema = z.iso.datetime({ offset: true, error: 'screens.startedAtInvalid' });

export const playReportSchema = z.object({
  adId: idSchema,
  startedAt: instantSchema,
  durationMs: z
    .number({ error: 'screens.playDurationInvalid' })
    .int({ error: 'screens.playDurationInvalid' })
    .min(1, { error: 'screens.playDurationInvalid' })
    .max(PLAY_DURATION_MAX_MS, { error: 'screens.playDurationInvalid' }),
});
export type PlayReport = z.infer<typeof playReportSchema>;

export const playsBodySchema = z.object(
  {
    plays: z
      .array(playReportSchema, { error: 'screens.playsInvalid' })
      .min(1, { error: 'screens.playsInvalid' })
      .max(PLAYS_BATCH_MAX, { error: 'screens.playsTooMany' }),
  },
  { error: 'screens.playsInvalid' },
);
export type PlaysBody = z.infer<typeof playsBodySchema>;

export const playsResultSchema = z.object({
  /** Newly stored plays. */
  stored: z.number().int(),
  /** Plays already stored (a retried report). */
  duplicates: z.number().int(),
});
export type PlaysResult = z.infer<typeof playsResultSchema>;

// ---------- back-office: screens and their live playlist ----------

export const screenSummarySchema = z.object({
  stationId: z.number().int(),
  reference: z.string(),
  model: z.string(),
  espaceNom: z.string().nullable(),
  gouvernorat: z.string().nullable(),
  paired: z.boolean(),
  pairedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  online: z.boolean(),
});
export type ScreenSummary = z.infer<typeof screenSummarySchema>;

export const livePlaylistSchema = z.object({
  screen: screenSummarySchema,
  items: z.array(
    playlistItemSchema.extend({
      nomPrenom: z.string(),
      dateFin: z.string(),
      playsPerHour: z.number().int(),
    }),
  ),
  /** Hours of today (Tunisia) whose booked airtime exceeds 60 minutes on this screen. */
  overbooked: z.array(overbookingSchema),
});
export type LivePlaylist = z.infer<typeof livePlaylistSchema>;

// ---------- proof of play ----------

export const playReportResultSchema = z.object({
  adId: z.number().int(),
  dateDebut: z.string(),
  dateFin: z.string(),
  plays: z.number().int(),
  airtimeMs: z.number().int(),
  stations: z.array(
    z.object({
      stationId: z.number().int(),
      reference: z.string(),
      plays: z.number().int(),
      airtimeMs: z.number().int(),
    }),
  ),
  /** Days in Tunisia (`YYYY-MM-DD`), oldest first. */
  days: z.array(
    z.object({ date: z.string(), plays: z.number().int(), airtimeMs: z.number().int() }),
  ),
  /** Targeted screens that were offline (or never paired) during the campaign so far. */
  offlineScreens: z.array(
    z.object({
      stationId: z.number().int(),
      reference: z.string(),
      paired: z.boolean(),
      offlineMs: z.number().int(),
    }),
  ),
});
export type PlayReportResult = z.infer<typeof playReportResultSchema>;

export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export const reportExportQuerySchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: 'screens.formatInvalid' }).default('csv'),
});

// ---------- time in Tunisia ----------

const tunisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date (`YYYY-MM-DD`) and minute of the day an instant is in Tunisia. */
export function tunisClock(instant: Date): { date: string; minute: number } {
  const parts = Object.fromEntries(
    tunisParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Midnight in Tunisia that starts a date (`YYYY-MM-DD`), as an instant. */
export function tunisMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const clock = tunisClock(new Date(utcMidnight));
  const offsetMinutes =
    clock.date > date
      ? clock.minute + 1440
      : clock.date < date
        ? clock.minute - 1440
        : clock.minute;
  return new Date(utcMidnight - offsetMinutes * 60_000);
}

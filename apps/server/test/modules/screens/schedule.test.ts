import { tunisClock, tunisMidnight } from '@app/contracts/screens';
import { describe, expect, it } from 'vitest';
import {
  activeCampaigns,
  inDayparts,
  loopOrder,
  overbookedHours,
  playlistAt,
  type ScreenPlace,
  targets,
} from '../../../src/modules/screens/schedule';
import { campaignOf } from '../../helpers/campaign';

/** A campaign accepted for June 2026 in space 7, 15 s, no targeting. */
const campaign = campaignOf;

/** Station 3 in space 7, Sousse. */
const screen: ScreenPlace = { stationId: 3, espaceId: 7, gouvernorat: 'Sousse' };
/** 10:00 in Tunisia (UTC+1) on 15 June 2026. */
const midJune = new Date('2026-06-15T09:00:00Z');

describe('time in Tunisia', () => {
  it('reads the date and minute in Africa/Tunis (UTC+1, no daylight saving)', () => {
    expect(tunisClock(new Date('2026-06-15T09:00:00Z'))).toEqual({
      date: '2026-06-15',
      minute: 600,
    });
    // 23:30 UTC on 31 May is 00:30 on 1 June in Tunis.
    expect(tunisClock(new Date('2026-05-31T23:30:00Z'))).toEqual({
      date: '2026-06-01',
      minute: 30,
    });
    expect(tunisMidnight('2026-06-01').toISOString()).toBe('2026-05-31T23:00:00.000Z');
  });
});

describe('which screens a campaign targets', () => {
  it('defaults to the screens of its space', () => {
    expect(targets(campaign(), screen)).toBe(true);
    expect(targets(campaign({ espaceId: 8 }), screen)).toBe(false);
    expect(targets(campaign({ espaceId: null }), screen)).toBe(false);
  });

  it('takes chosen stations or governorates instead of the space', () => {
    expect(targets(campaign({ espaceId: 8, stationIds: [3] }), screen)).toBe(true);
    expect(targets(campaign({ stationIds: [4] }), screen)).toBe(false); // space 7 no longer counts
    expect(targets(campaign({ espaceId: 8, gouvernorats: ['Sousse'] }), screen)).toBe(true);
    expect(targets(campaign({ gouvernorats: ['Tunis'] }), screen)).toBe(false);
    expect(targets(campaign({ stationIds: [4], gouvernorats: ['Sousse'] }), screen)).toBe(true);
    expect(targets(campaign({ gouvernorats: ['Sousse'] }), { ...screen, gouvernorat: null })).toBe(
      false,
    );
  });
});

describe('when a campaign plays', () => {
  it('plays only accepted campaigns with a creative', () => {
    expect(activeCampaigns([campaign()], screen, midJune)).toHaveLength(1);
    for (const statut of ['En attente', 'Rejeté']) {
      expect(activeCampaigns([campaign({ statut })], screen, midJune)).toEqual([]);
    }
    expect(activeCampaigns([campaign({ media: null })], screen, midJune)).toEqual([]);
  });

  it('plays from the first minute of dateDebut to the last of dateFin, in Tunisia', () => {
    const plays = (iso: string) => activeCampaigns([campaign()], screen, new Date(iso)).length;
    expect(plays('2026-05-31T22:59:59Z')).toBe(0); // 23:59:59 on 31 May in Tunis
    expect(plays('2026-05-31T23:00:00Z')).toBe(1); // 00:00 on 1 June in Tunis
    expect(plays('2026-06-30T22:59:59Z')).toBe(1); // 23:59:59 on 30 June in Tunis
    expect(plays('2026-06-30T23:00:00Z')).toBe(0); // 1 July: finished, never plays
  });

  it('keeps to its dayparts: from included, to excluded', () => {
    const dayparts = [
      { from: '08:00', to: '10:00' },
      { from: '18:30', to: '24:00' },
    ];
    expect(inDayparts(dayparts, 8 * 60)).toBe(true);
    expect(inDayparts(dayparts, 10 * 60 - 1)).toBe(true);
    expect(inDayparts(dayparts, 10 * 60)).toBe(false);
    expect(inDayparts(dayparts, 18 * 60 + 29)).toBe(false);
    expect(inDayparts(dayparts, 23 * 60 + 59)).toBe(true);
    expect(inDayparts([], 3 * 60)).toBe(true);
    // 10:00 in Tunis is outside 08:00–10:00.
    expect(activeCampaigns([campaign({ dayparts })], screen, midJune)).toEqual([]);
    expect(
      activeCampaigns([campaign({ dayparts })], screen, new Date('2026-06-15T08:59:00Z')),
    ).toHaveLength(1);
  });
});

describe('the playlist', () => {
  it('weighs campaigns by plays per hour and interleaves them', () => {
    const a = campaign({ id: 1, playsPerHour: 12 });
    const b = campaign({ id: 2, playsPerHour: 6 });
    const c = campaign({ id: 3, playsPerHour: 6 });
    // Weights 2:1:1 → a loop of 4 where a never plays twice in a row.
    expect(loopOrder([a, b, c]).map((item) => item.id)).toEqual([1, 2, 3, 1]);
    expect(loopOrder([a]).map((item) => item.id)).toEqual([1]);
    expect(loopOrder([])).toEqual([]);
  });

  it('lists each item with its media address, type and duration', () => {
    const image = campaign({ id: 5, mediaType: 'image', media: 'poster.png', durationMs: 8000 });
    expect(playlistAt([campaign({ statut: 'Rejeté' }), image], screen, midJune)).toEqual([
      { adId: 5, mediaUrl: '/uploads/poster.png', mediaType: 'image', durationMs: 8000 },
    ]);
  });
});

describe('overbooked hours', () => {
  it('warns when the airtime asked for an hour exceeds 60 minutes', () => {
    // 120 plays × 15 s = 30 min each: two fit exactly, a third overbooks every hour.
    const full = (id: number) => campaign({ id, playsPerHour: 120 });
    expect(overbookedHours([full(1), full(2)], screen, '2026-06-15')).toEqual([]);
    const three = overbookedHours([full(1), full(2), full(3)], screen, '2026-06-15');
    expect(three).toHaveLength(24);
    expect(three[0]).toEqual({ hour: 0, bookedMs: 5_400_000 });
  });

  it('counts only the part of an hour a daypart covers, and only running campaigns', () => {
    const evening = campaign({
      id: 1,
      playsPerHour: 240, // 240 × 15 s = 60 min per full hour
      dayparts: [{ from: '18:30', to: '20:00' }],
    });
    const allDay = campaign({ id: 2, playsPerHour: 40 }); // 10 min per hour
    expect(overbookedHours([evening, allDay], screen, '2026-06-15')).toEqual([
      { hour: 19, bookedMs: 4_200_000 },
    ]);
    // 18:00–19:00: half an hour of evening (30 min) + 10 min: fits.
    expect(overbookedHours([evening, allDay], screen, '2026-07-01')).toEqual([]);
    expect(
      overbookedHours([evening, { ...allDay, statut: 'En attente' }], screen, '2026-06-15'),
    ).toEqual([]);
  });
});

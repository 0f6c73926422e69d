import { describe, expect, it } from 'vitest';
import { parseEvents } from './live-store';

const live = {
  online: true,
  status: 'fault',
  lastSeenAt: '2026-01-01T00:00:00.000Z',
  portsInUse: 0,
  portsTotal: 4,
};

describe('parseEvents', () => {
  it('reads complete station events and keeps an incomplete tail for the next chunk', () => {
    const one = `event: station\ndata: ${JSON.stringify({ stationId: 1, reference: 'A', live })}\n\n`;
    const two = `event: station\ndata: ${JSON.stringify({ stationId: 2, reference: 'B', live })}`;
    const first = parseEvents(`retry: 3000\n\n: keep-alive\n\n${one}${two.slice(0, 20)}`);
    expect(first.events.map((e) => e.stationId)).toEqual([1]);
    const second = parseEvents(`${first.rest}${two.slice(20)}\n\n`);
    expect(second.events.map((e) => e.stationId)).toEqual([2]);
    expect(second.rest).toBe('');
  });

  it('skips events of another type and unreadable data', () => {
    const { events } = parseEvents('event: other\ndata: {}\n\nevent: station\ndata: {oops\n\n');
    expect(events).toEqual([]);
  });
});

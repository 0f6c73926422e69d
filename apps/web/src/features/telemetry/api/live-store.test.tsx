import type { LiveEvent, StationLive } from '@app/contracts/telemetry';
import { expIn, makeJwt } from '@test/utils';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '@/lib/auth-storage';
import { stationEventParser, useLiveStream, useStationLive } from './live-store';

const live = {
  online: true,
  status: 'fault',
  lastSeenAt: '2026-01-01T00:00:00.000Z',
  portsInUse: 0,
  portsTotal: 4,
};

function parser() {
  const events: LiveEvent[] = [];
  return { events, parser: stationEventParser((event) => events.push(event)) };
}

describe('stationEventParser', () => {
  it('reads complete station events and keeps an incomplete tail for the next chunk', () => {
    const one = `event: station\ndata: ${JSON.stringify({ stationId: 1, reference: 'A', live })}\n\n`;
    const two = `event: station\ndata: ${JSON.stringify({ stationId: 2, reference: 'B', live })}\n\n`;
    const { events, parser: stream } = parser();
    stream.feed(`retry: 3000\n\n: keep-alive\n\n${one}${two.slice(0, 20)}`);
    expect(events.map((e) => e.stationId)).toEqual([1]);
    stream.feed(two.slice(20));
    expect(events.map((e) => e.stationId)).toEqual([1, 2]);
    expect(events[1]).toEqual({ stationId: 2, reference: 'B', live });
  });

  it('skips events of another type and unreadable data', () => {
    const { events, parser: stream } = parser();
    stream.feed('event: other\ndata: {}\n\nevent: station\ndata: {oops\n\ndata: {}\n\n');
    expect(events).toEqual([]);
  });
});

/** Station 7's state as a list row shows it, with the admin stream open. */
function Probe() {
  useLiveStream('admin');
  return (
    <output>{useStationLive(7, { ...live, status: 'available' } as StationLive).status}</output>
  );
}

describe('useLiveStream', () => {
  const body = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
  const event = (stationId: number, status: string) =>
    `event: station\ndata: ${JSON.stringify({ stationId, reference: 'A', live: { ...live, status } })}\n\n`;

  it("reads the admin's stream with its token and reconnects when the stream ends", async () => {
    const token = makeJwt({ sub: '1', role: 'admin', exp: expIn(3600) });
    setToken('admin', token);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(body(event(7, 'fault').slice(0, 25), event(7, 'fault').slice(25))),
      )
      .mockResolvedValueOnce(new Response(body(': keep-alive\n\n', event(7, 'offline'))))
      .mockImplementation(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render(<Probe />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('fault'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('offline'), {
      timeout: 8000,
    });
    expect(fetch).toHaveBeenCalledWith('/api/admin/telemetry/stream', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: expect.any(AbortSignal),
    });
    unmount();
    clearToken('admin');
  });
});

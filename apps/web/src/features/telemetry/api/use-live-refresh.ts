import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { TokenKind } from '@/lib/auth-storage';
import { useLiveStream, useStreamOpened } from './live-store';

const THROTTLE_MS = 1000;

/**
 * Keeps the given queries fresh from the live stream: refetched at most once a second while
 * events arrive (a 1,000-station fleet sends ~100 a second), and after each reconnection.
 */
export function useLiveRefresh(kind: TokenKind, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const refresh = useCallback(() => {
    for (const queryKey of keysRef.current) void client.invalidateQueries({ queryKey });
  }, [client]);
  const onEvent = useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      refresh();
    }, THROTTLE_MS);
  }, [refresh]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveStream(kind, onEvent);
  useStreamOpened(refresh);
}

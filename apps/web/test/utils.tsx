import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';

/** An unsigned JWT with the given payload (the web app never verifies signatures). */
export function makeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** `exp` claim `seconds` from now (negative = already expired). */
export function expIn(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}

/** Renders the current pathname, to assert where guards sent us. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders queryClient={createQueryClient()}>
        {ui}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  queryClient?: QueryClient;
}

/**
 * Providers + routes, without a router: main.tsx wraps it in <BrowserRouter>, a prerender script
 * in <StaticRouter location={url}>, tests in <MemoryRouter>.
 */
export function App({ queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}

import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from '../lib/router';
import { directionOf } from '@familytree/shared';
import { HostProvider } from '../features/family';
import { useLocale } from '../lib/i18n';
import { retryUnlessMembersOnly } from '../features/settings';
import { useAnswersInLanguage } from './answers-in-language';
import { appRouter } from './router';
import { appTheme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessMembersOnly },
  },
});

/**
 * The whole app. The theme and the router are made on its first render, not when this module is
 * evaluated: that render runs as a transition, in short tasks (issue 18).
 */
export function App() {
  const locale = useLocale();
  useAnswersInLanguage(queryClient, locale);
  return (
    <StrictMode>
      <ThemeProvider theme={appTheme(directionOf(locale))}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <HostProvider>
            <RouterProvider router={appRouter()} />
          </HostProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

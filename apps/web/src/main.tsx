import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { theme } from './app/theme';
import { HostProvider } from './features/family';
import { retryUnlessMembersOnly } from './features/settings';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: retryUnlessMembersOnly },
  },
});

// The first render runs as a transition, which React splits into short tasks that leave the main
// thread free between them (a phone's slow CPU otherwise blocks on it for hundreds of ms; issue 18).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <HostProvider>
            <RouterProvider router={router} />
          </HostProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);

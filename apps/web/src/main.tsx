import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
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
);

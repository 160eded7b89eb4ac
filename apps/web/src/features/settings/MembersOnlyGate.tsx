import { membersOnlyCode } from '@familytree/shared';
import { Alert, Button, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { useHostContext } from '../../lib/host-context';
import { mainSiteUrl } from '../../lib/hosts';
import { useT } from '../../lib/i18n';
import { settingsMessages } from './messages';

/** The prompt: its texts load in their own boundary, so the gate itself never waits for them. */
function MembersOnlyPrompt() {
  const t = useT(settingsMessages);
  const { baseDomain } = useHostContext();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" href={mainSiteUrl(baseDomain, '/')}>
            {t('logIn')}
          </Button>
        }
      >
        {t('membersOnlyNotice')}
      </Alert>
    </Container>
  );
}

const refusedHere = (error: unknown) =>
  (error as { code?: string } | null)?.code === membersOnlyCode;

/**
 * A members-only site (decision 0019): when the server refuses a page's reads to a visitor, the
 * page gives way to a login prompt. The server decides; this only explains its refusal.
 */
export function MembersOnlyGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [refused, setRefused] = useState(false);
  useEffect(() => setRefused(false), [pathname]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (refusedHere(event.query.state.error)) setRefused(true);
      }),
    [queryClient],
  );
  if (!refused) return children;
  return (
    <Suspense fallback={null}>
      <MembersOnlyPrompt />
    </Suspense>
  );
}

/** Whether a failed read is worth repeating: a members-only refusal answers the same each time. */
export const retryUnlessMembersOnly = (count: number, error: unknown) =>
  count < 3 && !refusedHere(error);

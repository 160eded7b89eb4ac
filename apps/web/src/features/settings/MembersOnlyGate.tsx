import { membersOnlyCode, privacyMessages } from '@familytree/shared';
import { Alert, Button, Container } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHostContext } from '../../lib/host-context';
import { mainSiteUrl } from '../../lib/hosts';

const refusedHere = (error: unknown) =>
  (error as { code?: string } | null)?.code === membersOnlyCode;

/**
 * A members-only site (decision 0019): when the server refuses a page's reads to a visitor, the
 * page gives way to a login prompt. The server decides; this only explains its refusal.
 */
export function MembersOnlyGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const { baseDomain } = useHostContext();
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
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" href={mainSiteUrl(baseDomain, '/')}>
            Log in
          </Button>
        }
      >
        {privacyMessages.membersOnly}
      </Alert>
    </Container>
  );
}

/** Whether a failed read is worth repeating: a members-only refusal answers the same each time. */
export const retryUnlessMembersOnly = (count: number, error: unknown) =>
  count < 3 && !refusedHere(error);

import type { PlatformFamily } from '@familytree/shared';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useHostContext } from '../../../lib/host-context';
import { useSpecText, useT } from '../../../lib/i18n';
import { usePlatformFamiliesQuery } from '../api/get-platform-families';
import { platformLogout } from '../api/platform-logout';
import { platformAdminMessages } from '../messages';
import { clearPlatformToken, usePlatformToken } from '../platform-token';
import { AdminLayout } from './AdminLayout';
import { CreateFamilyDialog } from './CreateFamilyDialog';
import { FamiliesTable } from './FamiliesTable';

/** /admin/dashboard: the platform admin lists and creates families. */
export function AdminDashboardPage() {
  const t = useT(platformAdminMessages);
  const { text } = useSpecText();
  const token = usePlatformToken();
  const { baseDomain } = useHostContext();
  const queryClient = useQueryClient();
  const families = usePlatformFamiliesQuery(token);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const refused = (families.error as { status?: number } | null)?.status === 401;

  useEffect(() => {
    // An expired or revoked token: log in again.
    if (refused) clearPlatformToken();
  }, [refused]);

  if (!token) return <Navigate to="/admin" replace />;

  const logOut = () => {
    void platformLogout(token);
    clearPlatformToken();
    queryClient.removeQueries({ queryKey: ['platform'] });
  };
  const onCreated = (family: PlatformFamily, adminEmail: string) => {
    setCreating(false);
    setNotice(t('created', { familyName: family.name, email: adminEmail }));
  };

  return (
    <AdminLayout maxWidth="lg">
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start', mb: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 200, '& h1': { mb: 1 } }}>
          <PageHeading title={t('dashboardTitle')} />
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('createFamily')}
        </Button>
        <Button variant="outlined" onClick={logOut}>
          {t('logOut')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {families.isPending && (
        <Stack spacing={1} role="status" aria-label={t('loadingFamilies')}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
      {families.isError && (
        <ErrorAlert onRetry={() => void families.refetch()}>
          {text(families.error.message)}
        </ErrorAlert>
      )}
      {families.data && <FamiliesTable families={families.data} baseDomain={baseDomain} />}
      {creating && (
        <CreateFamilyDialog
          token={token}
          onClose={() => setCreating(false)}
          onCreated={onCreated}
        />
      )}
    </AdminLayout>
  );
}

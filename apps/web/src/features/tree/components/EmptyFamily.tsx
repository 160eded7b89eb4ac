import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTreeT } from '../hooks/use-tree-text';

const FounderDialog = lazy(() =>
  import('./FounderDialog').then((m) => ({ default: m.FounderDialog })),
);

/** A family with nobody in it yet; its family admin can add the first person. */
export function EmptyFamily({ familyId }: { familyId: number }) {
  const t = useTreeT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('noMembers')}
      </Typography>
      <Typography color="text.secondary">
        {isFamilyAdmin ? t('emptyForAdmin') : t('emptyForVisitor')}
      </Typography>
      {isFamilyAdmin && (
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t('addFirstMember')}
          </Button>
          {dialogMounted && (
            <Suspense fallback={null}>
              <FounderDialog familyId={familyId} open={open} onClose={() => setOpen(false)} />
            </Suspense>
          )}
        </Box>
      )}
    </Paper>
  );
}

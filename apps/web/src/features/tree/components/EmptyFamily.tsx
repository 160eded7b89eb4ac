import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session-store';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const FounderDialog = lazy(() =>
  import('./FounderDialog').then((m) => ({ default: m.FounderDialog })),
);

/** A family with nobody in it yet; its family admin can add the first person. */
export function EmptyFamily({ familyId }: { familyId: number }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const dialogMounted = useOpenedOnce(open);
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No members yet
      </Typography>
      <Typography color="text.secondary">
        {isFamilyAdmin
          ? 'Start the tree with the family’s first member; relatives are added from there.'
          : 'This family has not added anyone to its tree yet.'}
      </Typography>
      {isFamilyAdmin && (
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Add the first member
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

import {
  Box,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

const notices = {
  Privacy:
    'Visitors see names, photos and the family tree. Addresses, phone numbers and email addresses are shown only to logged-in family admins and branch admins; education and work are shown to visitors only when a member makes them public.',
  Terms:
    'This site belongs to the family that runs it. Add only people and photos you are allowed to share, and respect the wishes of living relatives.',
  Help: 'Use Family tree to browse the generations and Find Relation to see how two people are related. Family admins manage the menus and branch admins from the Admin menu. Log in to edit the profiles you are allowed to edit.',
} as const;
type Notice = keyof typeof notices;

export function Footer({ familyName }: { familyName: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, mt: 'auto' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {familyName}. All rights reserved.
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            component="nav"
            aria-label="Footer"
            sx={{ flexWrap: 'wrap' }}
          >
            <Link component={RouterLink} to="/history" underline="hover">
              About
            </Link>
            {(['Privacy', 'Terms'] as const).map((name) => (
              <Link
                key={name}
                component="button"
                type="button"
                underline="hover"
                onClick={() => setNotice(name)}
              >
                {name}
              </Link>
            ))}
            <Link component={RouterLink} to="/contact" underline="hover">
              Contact
            </Link>
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => setNotice('Help')}
            >
              Help
            </Link>
          </Stack>
        </Stack>
      </Container>
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        aria-labelledby="footer-notice-title"
      >
        <DialogTitle id="footer-notice-title">{notice}</DialogTitle>
        <DialogContent>
          <DialogContentText>{notice ? notices[notice] : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNotice(null)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

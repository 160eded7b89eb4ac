import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Each link opens a page of the family's site; Privacy, Terms and Help are pages its admin edits. */
const footerLinks = [
  { label: 'About', to: '/history' },
  // The records the tree rests on (issue 30): for every visitor, outside the configurable menus.
  { label: 'Sources', to: '/sources' },
  { label: 'Places', to: '/places' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Contact', to: '/contact' },
  { label: 'Help', to: '/help' },
] as const;

export function Footer({ familyName }: { familyName: string }) {
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
            {footerLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} underline="hover">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

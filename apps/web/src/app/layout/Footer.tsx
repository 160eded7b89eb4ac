import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import { layoutMessages } from './messages';

/** Each link opens a page of the family's site; Privacy, Terms and Help are pages its admin edits. */
const footerLinks = [
  { label: 'about', to: '/history' },
  // The records the tree rests on (issue 30): for every visitor, outside the configurable menus.
  { label: 'sources', to: '/sources' },
  { label: 'places', to: '/places' },
  { label: 'privacy', to: '/privacy' },
  { label: 'terms', to: '/terms' },
  { label: 'contact', to: '/contact' },
  { label: 'help', to: '/help' },
] as const;

export function Footer({ familyName }: { familyName: string }) {
  const t = useT(layoutMessages);
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
            {t('copyright', { year: String(new Date().getFullYear()), familyName })}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            component="nav"
            aria-label={t('footerNavigation')}
            sx={{ flexWrap: 'wrap' }}
          >
            {footerLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} underline="hover">
                {t(link.label)}
              </Link>
            ))}
          </Stack>
          <LanguageSwitcher />
        </Stack>
      </Container>
    </Box>
  );
}

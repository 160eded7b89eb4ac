import { Paper, Typography } from '@mui/material';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';

/** My Family Root: placeholder text only (spec part 2). */
export function FamilyRootTab() {
  const t = useT(profilesMessages);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('tabRoot')}
      </Typography>
      <Typography color="text.secondary">{t('familyRootSoon')}</Typography>
    </Paper>
  );
}

import { Paper, Typography } from '@mui/material';

/** My Family Root: placeholder text only (spec part 2). */
export function FamilyRootTab() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        My Family Root
      </Typography>
      <Typography color="text.secondary">
        The family root of this member will be shown here soon.
      </Typography>
    </Paper>
  );
}

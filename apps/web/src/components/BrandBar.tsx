import ParkIcon from '@mui/icons-material/Park';
import { AppBar, Toolbar, Typography } from '@mui/material';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';

/** The main site's bar: the product's name, no family yet. */
export function BrandBar() {
  const t = useT(componentsMessages);
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar>
        <ParkIcon sx={{ mr: 1 }} aria-hidden />
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          {t('productName')}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}

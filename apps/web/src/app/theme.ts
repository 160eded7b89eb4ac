import { createTheme, type Theme } from '@mui/material/styles';

const themes = new Map<'ltr' | 'rtl', Theme>();

/**
 * One theme for the whole product: forest green and warm paper, readable on a phone. Made on the
 * app's first render rather than when the module loads (main.tsx; issue 18).
 */
export function appTheme(direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  let theme = themes.get(direction);
  if (!theme) themes.set(direction, (theme = createAppTheme(direction)));
  return theme;
}

/** Right to left (issue 31): MUI mirrors its components' own placement with the theme's direction. */
const createAppTheme = (direction: 'ltr' | 'rtl') =>
  createTheme({
    direction,
    palette: {
      primary: { main: '#2e5e4e', contrastText: '#ffffff' },
      secondary: { main: '#9a6b1f' },
      background: { default: '#faf8f3', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
    },
  });

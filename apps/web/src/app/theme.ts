import { createTheme, type Theme } from '@mui/material/styles';

let theme: Theme | undefined;

/**
 * One theme for the whole product: forest green and warm paper, readable on a phone. Made on the
 * app's first render rather than when the module loads (main.tsx; issue 18).
 */
export const appTheme = (): Theme =>
  (theme ??= createTheme({
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
  }));

import type { Plugin } from 'vite';

const stubPrefix = '\0mui-without-css-vars:';
const fromMuiStyles = /[\\/]@mui[\\/]material[\\/](esm[\\/])?styles[\\/]/;
const unavailable =
  "const unavailable = () => { throw new Error('MUI themes with CSS variables are left out of " +
  "this build (apps/web/build/mui-without-css-vars.ts)'); };\n";

/** The stubbed modules and the names each exports. */
const stubs: Record<string, string> = {
  './ThemeProviderWithVars.mjs':
    unavailable +
    'export const CssVarsProvider = unavailable, useColorScheme = unavailable, ' +
    'getInitColorSchemeScript = unavailable, Experimental_CssVarsProvider = unavailable;',
  './createThemeWithVars.mjs':
    unavailable + 'export const createGetCssVar = unavailable;\nexport default unavailable;',
};

/**
 * MUI's ThemeProvider and createTheme carry both kinds of theme: plain, and with CSS variables
 * (colour schemes, a dark mode switch), about 10 KB gzip of the first load for the second (issue
 * 18). The product's one theme (src/app/theme.ts) is plain: its test checks that it has no colour
 * schemes, which is what keeps MUI on the plain path. The build swaps the CSS-variables modules
 * for stubs that throw, so a theme that starts using them fails at once rather than silently.
 */
export function muiWithoutCssVars(): Plugin {
  return {
    name: 'familytree:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !fromMuiStyles.test(importer) || !(source in stubs)) return null;
      return stubPrefix + source;
    },
    load(id) {
      return id.startsWith(stubPrefix) ? stubs[id.slice(stubPrefix.length)] : null;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

// The build leaves MUI's CSS-variables themes out (apps/web/build/mui-without-css-vars.ts); MUI
// takes the plain path for a theme without colour schemes or variables.
describe('the theme', () => {
  it('is a plain MUI theme, without colour schemes or CSS variables', () => {
    expect('colorSchemes' in appTheme()).toBe(false);
    expect('vars' in appTheme()).toBe(false);
  });
});

// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

// The page loads when opened: other features import this file, and a page imported here would
// come with it (issue 18).
export const GedcomPage = lazy(() =>
  import('./components/GedcomPage').then((m) => ({ default: m.GedcomPage })),
);
/** A profile's imported GEDCOM records load beside the profile, not before it (issue 18). */
export const GedcomRecordsSection = lazy(() =>
  import('./components/GedcomRecordsSection').then((m) => ({ default: m.GedcomRecordsSection })),
);

/** The family site's gate: loading the family and the site, and their failures. */
export default {
  loadingFamily: 'Loading family',
  familyLoadFailed: 'The family could not be loaded.',
  siteUnreachable: 'The site could not be reached.',
} as const;

/** The shared building blocks' texts: buttons, states and titles used by every feature. */
export default {
  productName: 'Family Tree',
  pageTitle: '{title} | Family Tree',
  loading: 'Loading',
  openingEditor: 'Opening the editor',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  reload: 'Reload',
  dismissMessage: 'Dismiss message',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat the new password',
  passwordsDiffer: 'The two passwords differ',
  pageNotFound: 'Page Not Found',
  goToMainSite: 'Go to the main site',
  pageCodeMissing:
    'This page could not be loaded. The site may have been updated: try again to load its latest version.',
  pageFailed: 'Something went wrong on this page.',
  siteLoadFailed: 'The site could not be loaded.',
} as const;

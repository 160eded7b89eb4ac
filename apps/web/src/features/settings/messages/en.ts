/** The family's settings page and the members-only prompt. English stays the spec's wording. */
export default {
  title: 'Settings',
  onlyAdmins: "Only the family's admins may change its settings.",
  loadFailed: 'The settings could not be loaded. {message}',
  loading: 'Loading settings',
  saved: 'Settings saved',
  visitorDatesLabel: 'What visitors see of living members',
  levelFull: 'Full dates',
  levelFullHelp: 'Visitors see dates and places of birth of living members.',
  levelYear: 'Year of birth only',
  levelYearHelp: 'Visitors see the year of birth of living members, no full date and no place.',
  levelNames: 'Names only',
  levelNamesHelp: 'Visitors see no dates or places of living members.',
  alwaysShown:
    'Deceased members, and everyone born more than 100 years ago, are always shown in full. Logged-in admins of the family see everything.',
  membersOnlySite: 'Members-only site',
  membersOnlyHelp: 'Visitors see the home page and a login, nothing else.',
  save: 'Save settings',
  logIn: 'Log in',
  membersOnlyNotice: "This family's site is for its members only. Log in to see it.",
} as const;

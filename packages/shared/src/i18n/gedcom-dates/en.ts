/** How a GEDCOM date's qualifiers read (issue 31); the English is gedcom-dates.ts' own. */
export default {
  about: 'about {date}',
  calculated: 'calculated {date}',
  estimated: 'estimated {date}',
  before: 'before {date}',
  after: 'after {date}',
  between: 'between {start} and {end}',
  from: 'from {start}',
  to: 'until {end}',
  fromTo: 'from {start} to {end}',
  bc: '{date} BC',
} as const;

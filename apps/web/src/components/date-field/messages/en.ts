/** The date field's texts: the letters of its pattern, its calendar button, its format error. */
export default {
  // The parts of the pattern to type, as forms in the language name them: DD/MM/YYYY.
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
  chooseDate: 'Choose a date',
  enterAs: 'Enter the date as {pattern}',
} as const;

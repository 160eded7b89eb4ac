/** The texts of the app-wide helpers: the API client's own refusals. */
export default {
  networkError: 'The server could not be reached. Check your connection and try again.',
} as const;

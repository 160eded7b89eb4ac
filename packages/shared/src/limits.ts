/** Business constants of spec part 9. */
export const limits = {
  generations: 12,
  romanNumeralsUpTo: 100,
  memberPageSize: 24,
  personSearchMinChars: 3,
  pickerDebounceMs: 500,
  treeLoadRetryMs: 1000,
  menuRefreshDelayMs: 500,
  imageMaxBytes: 2 * 1024 * 1024,
  /** The largest GEDCOM file an import reads (issue 13). */
  gedcomMaxBytes: 200 * 1024 * 1024,
  /** Width x height an upload may have; larger images are refused before they are decoded. */
  imageMaxPixels: 40_000_000,
  contentTitleMax: 100,
  menuNameMax: 30,
  imageDescriptionMax: 1024,
  lifeEventTitleMax: 1024,
  photoDescriptionMax: 5000,
  /** A person's "about" (rich text, as stored): typed in or imported from GEDCOM. */
  aboutMax: 100_000,
  phoneDigitsMin: 10,
  phoneDigitsMax: 15,
  firstYear: 1950,
  dialogMaxWidth: 700,
  menuOrders: [1, 2, 3, 4] as const,
} as const;

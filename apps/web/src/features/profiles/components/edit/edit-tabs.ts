/**
 * The edit tabs in the order shown, with their `tab` query values: the spec's basic 0, photo 1,
 * address 2, education 3, about 4; Cover photo, which the spec lists without a number, is 5.
 * Each label is a key of the profiles namespace.
 */
export const editTabs = [
  { value: 0, label: 'tabBasic' },
  { value: 1, label: 'tabProfilePhoto' },
  { value: 5, label: 'tabCoverPhoto' },
  { value: 2, label: 'tabAddressContact' },
  { value: 3, label: 'tabEducationProfession' },
  { value: 4, label: 'about' },
] as const;

export type EditTabValue = (typeof editTabs)[number]['value'];

export function editTabFrom(query: string | null): EditTabValue {
  return editTabs.find((tab) => String(tab.value) === query)?.value ?? 0;
}

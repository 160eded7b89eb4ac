/**
 * The edit tabs in the order shown, with their `tab` query values: the spec's basic 0, photo 1,
 * address 2, education 3, about 4; Cover photo, which the spec lists without a number, is 5.
 */
export const editTabs = [
  { value: 0, label: 'Basic' },
  { value: 1, label: 'Profile photo' },
  { value: 5, label: 'Cover photo' },
  { value: 2, label: 'Address and Contact' },
  { value: 3, label: 'Education and Profession' },
  { value: 4, label: 'About' },
] as const;

export type EditTabValue = (typeof editTabs)[number]['value'];

export function editTabFrom(query: string | null): EditTabValue {
  return editTabs.find((tab) => String(tab.value) === query)?.value ?? 0;
}

import { dayChoices, monthChoices, monthNames, yearChoices } from '../../../logic/dates';
import type { SelectOption } from './NativeSelect';

export const dayOptions: SelectOption[] = dayChoices.map((d) => ({
  value: String(d),
  label: String(d),
}));
export const monthOptions: SelectOption[] = monthChoices.map((m) => ({
  value: String(m),
  label: monthNames[m - 1]!,
}));
/** Years from the current one down to 1950 (spec part 9), read when the editor opens. */
export const yearOptions = (): SelectOption[] =>
  yearChoices().map((y) => ({ value: String(y), label: String(y) }));

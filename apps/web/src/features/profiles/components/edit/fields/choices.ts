import {
  dayChoices,
  englishDates,
  monthChoices,
  monthName,
  yearChoices,
  type DateTexts,
} from '../../../logic/dates';
import type { SelectOption } from './NativeSelect';

export const dayOptions: SelectOption[] = dayChoices.map((d) => ({
  value: String(d),
  label: String(d),
}));
/** The twelve months by name, in the language. */
export const monthOptions = (texts: DateTexts = englishDates): SelectOption[] =>
  monthChoices.map((m) => ({ value: String(m), label: monthName(m, texts) }));
/** Years from the current one down to 1950 (spec part 9), read when the editor opens. */
export const yearOptions = (): SelectOption[] =>
  yearChoices().map((y) => ({ value: String(y), label: String(y) }));

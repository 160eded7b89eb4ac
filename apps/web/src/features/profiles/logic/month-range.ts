import { messages } from '@familytree/shared';

/** Month-precision start and end as the forms hold them (null: not chosen). */
export interface MonthRangeValues {
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
}

export const emptyMonthRange = (): MonthRangeValues => ({
  startMonth: null,
  startYear: null,
  endMonth: null,
  endYear: null,
});

export const monthRangeOf = (r: MonthRangeValues): MonthRangeValues => ({
  startMonth: r.startMonth,
  startYear: r.startYear,
  endMonth: r.endMonth,
  endYear: r.endYear,
});

/** 'End date must be after start date' for each entry whose complete end precedes its start. */
export function monthRangeErrors(
  list: MonthRangeValues[],
  listName: string,
): Array<[string, string]> {
  return list.flatMap((r, index): Array<[string, string]> =>
    r.startMonth &&
    r.startYear &&
    r.endMonth &&
    r.endYear &&
    r.endYear * 12 + r.endMonth < r.startYear * 12 + r.startMonth
      ? [[`${listName}.${index}.endYear`, messages.profile.endBeforeStart]]
      : [],
  );
}

/**
 * Server field errors are named after the request body; where the form drops empty entries from a
 * list before sending, `kept` maps the body's index back to the form's.
 */
export function formFieldName(field: string, kept: Record<string, number[]>): string {
  const match = /^([A-Za-z]+)\.(\d+)(\..*)?$/.exec(field);
  if (!match) return field;
  const [, list, index, rest = ''] = match;
  const map = kept[list!];
  if (!map) return field;
  const formIndex = map[Number(index)];
  return formIndex === undefined ? list! : `${list}.${formIndex}${rest}`;
}

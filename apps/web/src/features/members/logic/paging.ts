import { limits } from '@familytree/shared';

/** The `page` query parameter as a page number: 1 unless it is a whole number of at least 1. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** How many pages a list of `total` members fills (at least one, so page 1 always exists). */
export function pageCount(total: number, pageSize: number = limits.memberPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The search string for a page: page 1 is the default and stays out of the address. */
export function pageSearch(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

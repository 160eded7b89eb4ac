/** The :id route parameter as a member id, or null when it is not one. */
export function memberIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,12}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A place the map draws: a dot with its name. */
export interface MapPoint {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** The places that have coordinates, as map points. */
export function mapPointsOf(
  places: ReadonlyArray<{
    key: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
  }>,
): MapPoint[] {
  return places.flatMap((p) =>
    p.latitude === null || p.longitude === null
      ? []
      : [{ key: p.key, name: p.name, latitude: p.latitude, longitude: p.longitude }],
  );
}

/**
 * Of the places with coordinates, the most precise: a country's dot goes when a town within it
 * has its own (the family's map shows where things happened, not every level above them).
 */
export function mostPrecise<
  T extends { key: string; parentKey: string | null; latitude: number | null },
>(places: readonly T[]): T[] {
  const byKey = new Map(places.map((p) => [p.key, p]));
  const covered = new Set<string>();
  for (const place of places) {
    if (place.latitude === null) continue;
    for (let up = place.parentKey; up !== null; up = byKey.get(up)?.parentKey ?? null)
      covered.add(up);
  }
  return places.filter((p) => p.latitude !== null && !covered.has(p.key));
}

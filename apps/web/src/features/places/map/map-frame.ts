import { geoMercator, type GeoProjection } from 'd3-geo';

import type { MapPoint } from './map-points';

export type { MapPoint };

/** The smallest span (degrees) the map shows: one town alone is seen with its surroundings. */
const minSpan = 6;
/** Room around the places, as a share of their span. */
const margin = 0.25;

/**
 * The projection that fits the places into a width × height drawing (decision 0038): Mercator
 * over the box of the places, widened to at least `minSpan` degrees and by `margin` on each side,
 * so no dot sits on the edge and a single place does not fill the whole map.
 */
export function mapFrame(
  points: readonly MapPoint[],
  width: number,
  height: number,
): GeoProjection {
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const box = (values: number[], limit: number) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    const span = Math.max(high - low, minSpan);
    const middle = (low + high) / 2;
    const half = (span / 2) * (1 + 2 * margin);
    return [Math.max(middle - half, -limit), Math.min(middle + half, limit)] as const;
  };
  // Mercator runs to infinity at the poles: the box stops at 80°.
  const [south, north] = box(lats, 80);
  const [west, east] = box(lons, 180);
  return geoMercator().fitExtent(
    [
      [0, 0],
      [width, height],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [west, south],
        [east, north],
        [west, north],
        [east, south],
      ],
    },
  );
}

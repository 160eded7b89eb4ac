import { Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePlacesT } from '../hooks/use-places-text';
import { mapPointsOf } from '../map/map-points';

// The countries' data and the projection load when a map is first drawn, not with other pages.
const PlaceMapSvg = lazy(() => import('../map/PlaceMapSvg'));

/** A map of the places that have coordinates, or a word saying none has. */
export function PlaceMap({
  places,
  label,
}: {
  places: Parameters<typeof mapPointsOf>[0];
  label: string;
}) {
  const t = usePlacesT();
  const points = mapPointsOf(places);
  if (points.length === 0) return <Typography color="text.secondary">{t('noMap')}</Typography>;
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={240} role="status" aria-label={t('loadingMap')} />
      }
    >
      <PlaceMapSvg points={points} label={label} />
    </Suspense>
  );
}

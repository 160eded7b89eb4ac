import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePersonPlacesQuery } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';
import { mostPrecise } from '../map/map-points';
import { placeHref } from '../logic/place-text';
import { PlaceMap } from './PlaceMap';

/** A profile's places: where the person's facts happened, and their map (living rule applied). */
export function PersonPlaces({
  familyId,
  personId,
  personName,
}: {
  familyId: number;
  personId: number;
  personName: string;
}) {
  const t = usePlacesT();
  const text = usePlaceText();
  const places = usePersonPlacesQuery(familyId, personId);
  let body;
  if (places.isPending)
    body = (
      <Skeleton variant="rounded" height={120} role="status" aria-label={t('loadingPlaces')} />
    );
  else if (places.isError)
    body = (
      <ErrorAlert onRetry={() => void places.refetch()}>
        {t('placesLoadFailed', { error: text(places.error.message) })}
      </ErrorAlert>
    );
  else if (places.data.length === 0)
    body = <Typography color="text.secondary">{t('noPersonPlaces')}</Typography>;
  else
    body = (
      <>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 2 }} useFlexGap>
          {places.data.map((p) => (
            <Link key={p.key} component={RouterLink} to={placeHref(p.key)}>
              {p.fullName}
            </Link>
          ))}
        </Stack>
        <PlaceMap places={mostPrecise(places.data)} label={t('personMap', { name: personName })} />
      </>
    );
  return (
    <Box component="section" aria-label={t('places')} sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('places')}
      </Typography>
      {body}
    </Box>
  );
}

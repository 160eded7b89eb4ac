import type { PlaceSummary } from '@familytree/shared';
import { Box, Container, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useFamily } from '../../family';
import { usePlacesQuery } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';
import { mostPrecise } from '../map/map-points';
import { placeHref, placeLine } from '../logic/place-text';
import { PlaceMap } from './PlaceMap';

/** One level of the hierarchy, its sub-places nested below it. */
function PlaceBranch({
  places,
  childrenOf,
  label,
}: {
  places: PlaceSummary[];
  childrenOf: Map<string | null, PlaceSummary[]>;
  label: string;
}) {
  const t = usePlacesT();
  return (
    <List aria-label={label} disablePadding sx={{ pl: 2 }}>
      {places.map((place) => {
        const children = childrenOf.get(place.key) ?? [];
        return (
          <ListItem key={place.key} disableGutters sx={{ display: 'block', py: 0.25 }}>
            <Link
              component={RouterLink}
              to={placeHref(place.key)}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {place.name}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {placeLine(place, t)}
            </Typography>
            {children.length > 0 && (
              <PlaceBranch
                places={children}
                childrenOf={childrenOf}
                label={t('within', { place: place.name })}
              />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/** /places: the family's places as a hierarchy, and their map (issue 30). */
export function PlacesPage() {
  const { familyId } = useFamily();
  const t = usePlacesT();
  const text = usePlaceText();
  const places = usePlacesQuery(familyId);
  let body;
  if (places.isPending) {
    body = (
      <Skeleton variant="rounded" height={160} role="status" aria-label={t('loadingPlaces')} />
    );
  } else if (places.isError) {
    body = (
      <ErrorAlert onRetry={() => void places.refetch()}>
        {t('placesLoadFailed', { error: text(places.error.message) })}
      </ErrorAlert>
    );
  } else if (places.data.length === 0) {
    body = <Typography color="text.secondary">{t('noFamilyPlaces')}</Typography>;
  } else {
    const childrenOf = new Map<string | null, PlaceSummary[]>();
    for (const place of places.data)
      childrenOf.set(place.parentKey, [...(childrenOf.get(place.parentKey) ?? []), place]);
    body = (
      <>
        <Box sx={{ mb: 3 }}>
          <PlaceMap places={mostPrecise(places.data)} label={t('familyMap')} />
        </Box>
        <Box sx={{ ml: -2 }}>
          <PlaceBranch
            places={childrenOf.get(null) ?? []}
            childrenOf={childrenOf}
            label={t('places')}
          />
        </Box>
      </>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={t('places')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('placesIntro')}
      </Typography>
      {body}
    </Container>
  );
}

import type { Place, PlaceFact } from '@familytree/shared';
import {
  Box,
  Button,
  Container,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { usePlaceQuery } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';
import { mostPrecise } from '../map/map-points';
import {
  coordinatesText,
  factHref,
  factLabel,
  factSubject,
  placeHref,
  placeLine,
  placeTypeLabel,
  type PlacesT,
} from '../logic/place-text';
import { PlaceMap } from './PlaceMap';

// A visitor reads the page only: the edit form loads when an admin opens it.
const PlaceDialog = lazy(() => import('./PlaceDialog').then((m) => ({ default: m.PlaceDialog })));
const RenamePlaceDialog = lazy(() =>
  import('./RenamePlaceDialog').then((m) => ({ default: m.RenamePlaceDialog })),
);
const MergePlaceDialog = lazy(() =>
  import('./MergePlaceDialog').then((m) => ({ default: m.MergePlaceDialog })),
);

function FactSubject({ fact, t }: { fact: PlaceFact; t: PlacesT }) {
  const href = factHref(fact);
  return href ? (
    <Link component={RouterLink} to={href}>
      {factSubject(fact, t)}
    </Link>
  ) : (
    <>{factSubject(fact, t)}</>
  );
}

function PlaceFields({ place, t }: { place: Place; t: PlacesT }) {
  const rows: Array<[string, string | null]> = [
    [t('type'), place.type ? placeTypeLabel(place.type, t) : null],
    [t('coordinates'), coordinatesText(place.latitude, place.longitude)],
    [
      t('alsoCalled'),
      place.alternativeNames
        .map((n) =>
          n.language ? t('nameInLanguage', { name: n.name, language: n.language }) : n.name,
        )
        .join(', ') || null,
    ],
    [t('note'), place.note],
  ];
  const filled = rows.filter(([, value]) => value);
  if (filled.length === 0) return <Typography color="text.secondary">{t('noDetails')}</Typography>;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 1, m: 0 }}
    >
      {filled.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const sectionTitle = (title: string) => (
  <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
    {title}
  </Typography>
);

function LoadedPlace({ familyId, place }: { familyId: number; place: Place }) {
  const t = usePlacesT();
  const isFamilyAdmin = useSession()?.userRole === 'FAMILY_ADMIN';
  const [editing, setEditing] = useState<'details' | 'rename' | 'merge' | null>(null);
  const navigate = useNavigate();
  const close = () => setEditing(null);
  const goTo = (key: string) => {
    setEditing(null);
    void navigate(placeHref(key), { replace: true });
  };
  return (
    <>
      <Typography component="nav" aria-label={t('placesAbove')} variant="body2" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/places">
          {t('places')}
        </Link>
        {place.parents.map((p) => (
          <span key={p.key}>
            {' › '}
            <Link component={RouterLink} to={placeHref(p.key)}>
              {p.name}
            </Link>
          </span>
        ))}
      </Typography>
      <PageHeading title={place.fullName} />
      {isFamilyAdmin && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button variant="outlined" onClick={() => setEditing('details')}>
            {t('editPlace')}
          </Button>
          <Button variant="outlined" onClick={() => setEditing('rename')}>
            {t('rename')}
          </Button>
          <Button variant="outlined" onClick={() => setEditing('merge')}>
            {t('mergeIntoAnother')}
          </Button>
        </Box>
      )}
      <PlaceFields place={place} t={t} />
      {sectionTitle(t('map'))}
      <PlaceMap
        places={mostPrecise([place, ...place.children])}
        label={t('placeMap', { place: place.fullName })}
      />
      {place.children.length > 0 && (
        <>
          {sectionTitle(t('placesWithin'))}
          <List aria-label={t('placesWithin')} dense>
            {place.children.map((child) => (
              <ListItem key={child.key} disableGutters divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={placeHref(child.key)}>
                      {child.name}
                    </Link>
                  }
                  secondary={placeLine(child, t)}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {sectionTitle(t('whatHappenedHere'))}
      {place.facts.length === 0 ? (
        <Typography color="text.secondary">{t('nothingHappened')}</Typography>
      ) : (
        <List aria-label={t('whatHappenedHere')} dense>
          {place.facts.map((fact, index) => (
            <ListItem key={index} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    {t('factHeading', { label: factLabel(fact, t) })}{' '}
                    <FactSubject fact={fact} t={t} />
                    {fact.spouseId !== null && (
                      <>
                        {' & '}
                        <Link component={RouterLink} to={`/members/${fact.spouseId}/profile`}>
                          {fact.spouseName}
                        </Link>
                      </>
                    )}
                  </>
                }
                secondary={[fact.date, fact.placeName].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Suspense fallback={null}>
        {editing === 'details' && <PlaceDialog familyId={familyId} place={place} onClose={close} />}
        {editing === 'rename' && (
          <RenamePlaceDialog familyId={familyId} place={place} onClose={close} onRenamed={goTo} />
        )}
        {editing === 'merge' && (
          <MergePlaceDialog familyId={familyId} place={place} onClose={close} onMerged={goTo} />
        )}
      </Suspense>
    </>
  );
}

/** /places/:placeKey: a place, its details, sub-places, map and what happened there (issue 30). */
export function PlacePage() {
  const { familyId } = useFamily();
  const placeKey = useParams().placeKey ?? '';
  const t = usePlacesT();
  const text = usePlaceText();
  const place = usePlaceQuery(familyId, placeKey);
  if (place.isError && place.error instanceof ApiError && place.error.status === 404)
    return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {place.isPending ? (
        <FullPageLoading label={t('loadingPlace')} />
      ) : place.isError ? (
        <ErrorAlert onRetry={() => void place.refetch()}>
          {t('placeLoadFailed', { error: text(place.error.message) })}
        </ErrorAlert>
      ) : (
        <LoadedPlace familyId={familyId} place={place.data} />
      )}
    </Container>
  );
}

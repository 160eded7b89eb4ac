import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Tab, Tabs, Typography } from '@mui/material';
import { galleryGroupings, type GalleryGrouping } from '@familytree/shared';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { useT } from '../../../lib/i18n';
import { useGalleryGroupsQuery } from '../api/gallery-api';
import { galleryMessages } from '../messages';
import { GroupGrid } from './GroupGrid';

// The gallery opens on its groups (issue 18): one group's photos (the lightbox, an album's tools)
// and the album form load when opened.
const GroupPhotos = lazy(() => import('./GroupPhotos').then((m) => ({ default: m.GroupPhotos })));
const AlbumDialog = lazy(() => import('./AlbumDialog').then((m) => ({ default: m.AlbumDialog })));

const tabLabels = {
  album: 'albums',
  generation: 'generations',
  person: 'people',
} as const satisfies Record<GalleryGrouping, keyof typeof galleryMessages.en>;

const groupingOf = (value: string | null): GalleryGrouping =>
  galleryGroupings.find((g) => g === value) ?? 'album';

/**
 * /photogallery (issue 16): every photo of the family, by album, generation or person (`by`),
 * one group's photos when `group` names it.
 */
export function GalleryPage() {
  const t = useT(galleryMessages);
  const family = useFamily();
  const [search, setSearch] = useSearchParams();
  const by = groupingOf(search.get('by'));
  const groupKey = search.get('group');
  const groups = useGalleryGroupsQuery(family.familyId, by);
  const [creating, setCreating] = useState(false);
  // A branch admin's album is about a person of their branch (decision 0021).
  const personRequired = useSession()?.userRole === 'BRANCH_ADMIN';
  const searchOf = (key: string) => `?by=${by}&group=${encodeURIComponent(key)}`;
  const group = groups.data?.groups.find((g) => g.key === groupKey);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={t('photoGallery')} />
      <Tabs
        value={by}
        onChange={(_, value: GalleryGrouping) => setSearch({ by: value })}
        aria-label={t('arrangePhotos')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {galleryGroupings.map((g) => (
          <Tab key={g} value={g} label={t(tabLabels[g])} />
        ))}
      </Tabs>
      {groups.isPending ? (
        <FullPageLoading label={t('loadingGallery')} />
      ) : groups.isError ? (
        <ErrorAlert onRetry={() => void groups.refetch()}>{groups.error.message}</ErrorAlert>
      ) : group ? (
        <Suspense fallback={<FullPageLoading label={t('loadingThePhotos')} />}>
          <GroupPhotos
            familyId={family.familyId}
            by={by}
            group={group}
            backSearch={`?by=${by}`}
            onAlbumDeleted={() => setSearch({ by })}
          />
        </Suspense>
      ) : (
        <>
          {by === 'album' && groups.data.canCreateAlbum && (
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() => setCreating(true)}
              sx={{ mb: 2 }}
            >
              {t('newAlbum')}
            </Button>
          )}
          {groups.data.groups.length === 0 ? (
            <Typography>{t('noPhotos')}</Typography>
          ) : (
            <GroupGrid groups={groups.data.groups} searchOf={searchOf} />
          )}
        </>
      )}
      {creating && (
        <Suspense fallback={null}>
          <AlbumDialog
            familyId={family.familyId}
            personRequired={personRequired}
            onClose={() => setCreating(false)}
            onSaved={(albumId) => {
              setCreating(false);
              setSearch({ by: 'album', group: `album-${albumId}` });
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}

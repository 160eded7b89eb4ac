import type { Anniversary, FamilyEvent } from '@familytree/shared';
import CakeIcon from '@mui/icons-material/Cake';
import EventIcon from '@mui/icons-material/Event';
import FavoriteIcon from '@mui/icons-material/Favorite';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import {
  Alert,
  Button,
  Container,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../lib/router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeading } from '../../components/PageHeading';
import { useFamily } from '../family';
import { useSession } from '../../lib/session-store';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useSpecText } from '../../lib/i18n';
import { calendarUrl, useEventChangeMutation, useEventsQuery, useReloadEvent } from './events.api';
import type { eventsTexts } from './messages';
import { richMessage } from '../../lib/i18n';
import { useDayText, useEventsT, useListParts } from './use-events-text';

// A visitor's first load carries the list only (issue 18): the event form, the delete question
// and a member's private calendar link (their text fields and dialogs) load when needed.
const EventDialog = lazy(() => import('./EventDialog').then((m) => ({ default: m.EventDialog })));
const PrivateCalendarLink = lazy(() =>
  import('./PrivateCalendarLink').then((m) => ({ default: m.PrivateCalendarLink })),
);
const DeleteEventDialog = lazy(() =>
  import('./DeleteEventDialog').then((m) => ({ default: m.DeleteEventDialog })),
);

const kindText: Record<Anniversary['kind'], keyof typeof eventsTexts.en> = {
  BIRTHDAY: 'birthday',
  WEDDING_ANNIVERSARY: 'weddingAnniversary',
  REMEMBRANCE: 'remembrance',
};
const kindIcon = {
  BIRTHDAY: CakeIcon,
  WEDDING_ANNIVERSARY: FavoriteIcon,
  REMEMBRANCE: LocalFloristIcon,
};

function AnniversaryItem({ entry }: { entry: Anniversary }) {
  const t = useEventsT();
  const dayText = useDayText();
  const listParts = useListParts();
  const Icon = kindIcon[entry.kind];
  return (
    <ListItem disableGutters>
      <ListItemIcon>
        <Icon color="primary" />
      </ListItemIcon>
      <ListItemText
        primary={listParts(entry.persons.length).map((part, i) => {
          if ('text' in part) return <span key={i}>{part.text}</span>;
          const p = entry.persons[part.element]!;
          return (
            <Link key={i} to={`/members/${p.personId}/profile`}>
              {p.name}
            </Link>
          );
        })}
        secondary={`${t(kindText[entry.kind], { years: entry.years })} · ${dayText(entry.date)}`}
      />
    </ListItem>
  );
}

/** /events: birthdays, anniversaries and remembrance days ahead, and the family's own events. */
export function EventsPage() {
  const t = useEventsT();
  const { text } = useSpecText();
  const dayText = useDayText();
  const { familyId } = useFamily();
  const events = useEventsQuery(familyId);
  const change = useEventChangeMutation(familyId);
  const reloadEvent = useReloadEvent(familyId);
  const [editing, setEditing] = useState<FamilyEvent | 'new' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Deleting asks first, naming the event: a reunion's details are not written down elsewhere.
  const [deleting, setDeleting] = useState<FamilyEvent | null>(null);
  const deleteMounted = useOpenedOnce(deleting !== null);
  const signedIn = useSession() !== null;
  let body;
  if (events.isPending) {
    body = (
      <Skeleton variant="rounded" height={200} role="status" aria-label={t('loadingEvents')} />
    );
  } else if (events.isError) {
    body = (
      <ErrorAlert onRetry={() => void events.refetch()}>
        {t('loadFailed', { reason: text(events.error.message) })}
      </ErrorAlert>
    );
  } else {
    const page = events.data;
    body = (
      <Stack spacing={4}>
        <section aria-labelledby="upcoming-heading">
          <Typography id="upcoming-heading" variant="h5" component="h2" gutterBottom>
            {t('nextDays')}
          </Typography>
          {page.anniversaries.length === 0 ? (
            <Typography color="text.secondary">{t('noAnniversaries')}</Typography>
          ) : (
            <List aria-label={t('anniversaries')}>
              {page.anniversaries.map((entry) => (
                <AnniversaryItem
                  key={`${entry.kind}-${entry.persons[0]!.personId}`}
                  entry={entry}
                />
              ))}
            </List>
          )}
        </section>
        <section aria-labelledby="family-events-heading">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="family-events-heading" variant="h5" component="h2" sx={{ flex: 1 }}>
              {t('familyEvents')}
            </Typography>
            {page.canManage && (
              <Button variant="contained" onClick={() => setEditing('new')}>
                {t('addEvent')}
              </Button>
            )}
          </Stack>
          {deleteError && <Alert severity="error">{text(deleteError)}</Alert>}
          {page.familyEvents.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('noFamilyEvents')}
            </Typography>
          ) : (
            <List aria-label={t('familyEvents')}>
              {page.familyEvents.map((event) => (
                <ListItem
                  key={event.eventId}
                  disableGutters
                  secondaryAction={
                    page.canManage && (
                      <>
                        <IconButton
                          aria-label={t('editEvent', { title: event.title })}
                          onClick={() => setEditing(event)}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('deleteEvent', { title: event.title })}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(event);
                          }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </>
                    )
                  }
                >
                  <ListItemIcon>
                    <EventIcon color="primary" />
                  </ListItemIcon>
                  <ListItemText
                    primary={event.title}
                    secondary={[dayText(event.date), event.place, event.description]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </section>
        <Alert severity="info">
          {richMessage((values) => t('subscribe', values), {
            link: (words) => <a href={calendarUrl(familyId)}>{words}</a>,
          })}
        </Alert>
        {signedIn && (
          <Suspense fallback={null}>
            <PrivateCalendarLink familyId={familyId} />
          </Suspense>
        )}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={t('events')} />
      {body}
      <Suspense fallback={null}>
        {deleteMounted && (
          <DeleteEventDialog
            event={deleting}
            dayText={dayText}
            busy={change.isPending}
            onClose={() => setDeleting(null)}
            onDelete={(event) =>
              change.mutateAsync({
                kind: 'delete',
                eventId: event.eventId,
                version: event.version,
              })
            }
            onReload={reloadEvent}
            onFailed={setDeleteError}
          />
        )}
        {editing && (
          <EventDialog
            event={editing === 'new' ? null : editing}
            saving={change.isPending}
            onClose={() => setEditing(null)}
            onSave={(body, version) =>
              change.mutateAsync(
                editing === 'new'
                  ? { kind: 'create', body }
                  : {
                      kind: 'update',
                      eventId: editing.eventId,
                      body,
                      version: version ?? editing.version,
                    },
              )
            }
            onReload={reloadEvent}
          />
        )}
      </Suspense>
    </Container>
  );
}

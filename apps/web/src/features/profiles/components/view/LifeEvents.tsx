import type { MemberProfile } from '@familytree/shared';
import { Box, Stack, Typography } from '@mui/material';
import { RichTextView } from '../../../site';
import { useT } from '../../../../lib/i18n';
import { formatPartialRange } from '../../logic/dates';
import { useDateTexts } from '../../logic/use-date-texts';
import { profilesMessages } from '../../messages';
import { EmptyNote, ProfileSection } from './ProfileSection';

type LifeEvent = MemberProfile['timelineEventsList'][number];

const photoPlacement = {
  'timeline-view-image-left': { float: { sm: 'left' }, mr: { sm: 2 }, mx: { xs: 'auto' } },
  'timeline-view-image-right': { float: { sm: 'right' }, ml: { sm: 2 }, mx: { xs: 'auto' } },
  'timeline-view-image-center': { mx: 'auto' },
} as const;

function EventPhoto({ event }: { event: LifeEvent }) {
  if (!event.photoUrl) return null;
  const placement = photoPlacement[event.photoPosition ?? 'timeline-view-image-center'];
  const centered =
    event.photoPosition !== 'timeline-view-image-left' &&
    event.photoPosition !== 'timeline-view-image-right';
  return (
    <Box
      component="figure"
      sx={{ m: 0, mb: 1.5, maxWidth: { xs: '100%', sm: centered ? 480 : 260 }, ...placement }}
    >
      <Box
        component="img"
        src={event.photoUrl}
        alt={event.title}
        loading="lazy"
        sx={{ display: 'block', width: '100%', borderRadius: 1 }}
      />
      {event.photoDescription && (
        <Box component="figcaption" sx={{ mt: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}>
          <RichTextView html={event.photoDescription} />
        </Box>
      )}
    </Box>
  );
}

/** The life events of the About tab: date, title, an optional placed photo and the detail. */
export function LifeEvents({ events }: { events: LifeEvent[] }) {
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  return (
    <ProfileSection title={t('lifeEventsTitle')} testId="life-events">
      {events.length === 0 ? (
        <EmptyNote>{t('noLifeEvents')}</EmptyNote>
      ) : (
        <Stack component="ol" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event, index) => (
            <Box
              component="li"
              key={index}
              sx={{ '&::after': { content: '""', display: 'table', clear: 'both' } }}
            >
              <Typography variant="body2" color="text.secondary">
                {formatPartialRange(event, dates)}
              </Typography>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}
              >
                {event.title}
              </Typography>
              <EventPhoto event={event} />
              {event.detail && <RichTextView html={event.detail} />}
            </Box>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

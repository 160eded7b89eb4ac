import type { LinkRequest } from '@familytree/shared';
import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { AnswerLinkRequestVariables, LinkRequestAnswer } from '../api/answer-link-request';
import { LinkRequestCard } from './LinkRequestCard';

/** A titled list of requests, or the empty text. */
export function LinkRequestSection(props: {
  title: string;
  emptyText: string;
  requests: LinkRequest[];
  direction: 'incoming' | 'outgoing';
  answering: AnswerLinkRequestVariables | undefined;
  onAnswer: (request: LinkRequest, answer: LinkRequestAnswer) => void;
}) {
  const { title, emptyText, requests, direction, answering, onAnswer } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {requests.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {requests.map((request) => (
            <LinkRequestCard
              key={request.id}
              request={request}
              direction={direction}
              busy={answering?.id === request.id}
              onAnswer={(answer) => onAnswer(request, answer)}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}

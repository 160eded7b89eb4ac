import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EntryCard, FormPart } from './EntryCard';

interface RepeatableEntriesProps {
  /** The part's heading, e.g. 'Education'. */
  title: string;
  /** The add button's text, e.g. 'Add education'. */
  addLabel: string;
  onAdd: () => void;
  /** Between the heading and the entries, e.g. who may see them. */
  intro?: ReactNode;
  /** Said while there are no entries; without it, an empty list shows nothing. */
  emptyText?: string;
  /** The field array's entries; their ids keep each card with its entry when one is removed. */
  entries: ReadonlyArray<{ id: string }>;
  /** Each card's heading, e.g. 'Education 2'. */
  entryTitle: (index: number) => string;
  onRemove: (index: number) => void;
  renderEntry: (index: number) => ReactNode;
}

/** A titled part of a form holding a list of entries that can be added and removed. */
export function RepeatableEntries(props: RepeatableEntriesProps) {
  const { entries, entryTitle, onRemove, renderEntry, emptyText } = props;
  return (
    <FormPart
      title={props.title}
      action={
        <Button startIcon={<AddIcon />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      }
    >
      {props.intro}
      <Stack spacing={2}>
        {emptyText && entries.length === 0 && (
          <Typography color="text.secondary">{emptyText}</Typography>
        )}
        {entries.map((entry, index) => (
          <EntryCard key={entry.id} title={entryTitle(index)} onRemove={() => onRemove(index)}>
            {renderEntry(index)}
          </EntryCard>
        ))}
      </Stack>
    </FormPart>
  );
}

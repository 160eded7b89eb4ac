import type { PersonDetail } from '@familytree/shared';
import MergeIcon from '@mui/icons-material/MergeType';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { mergeMessages } from '../messages';
import { MergePersonsDialog } from './MergePersonsDialog';

/** For the admins who may edit the person: opens the merge with a duplicate of them. */
export function MergePersonsButton(props: { familyId: number; person: PersonDetail }) {
  const t = useT(mergeMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MergeIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ mb: { sm: 1.5 }, flexShrink: 0, bgcolor: 'background.paper' }}
      >
        {t('mergeWith')}
      </Button>
      {open && (
        <MergePersonsDialog
          familyId={props.familyId}
          person={props.person}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

import type { PageContent } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardActions, CardContent } from '@mui/material';
import { sectionLabel } from '../logic/sections';
import { SectionView } from './SectionView';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

interface EditableSectionProps {
  section: PageContent;
  onEdit: () => void;
  onDelete: () => void;
}

/** A section as it will look on the page, with its Edit and Delete buttons. */
export function EditableSection({ section, onEdit, onDelete }: EditableSectionProps) {
  const t = useT(siteMessages);
  const name = sectionLabel(section, t);
  return (
    <Card variant="outlined">
      <CardContent>
        <SectionView section={section} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider' }}>
        <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={t('editSection', { name })}>
          {t('edit')}
        </Button>
        <Button
          startIcon={<DeleteIcon />}
          color="error"
          onClick={onDelete}
          aria-label={t('deleteSection', { name })}
        >
          {t('delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

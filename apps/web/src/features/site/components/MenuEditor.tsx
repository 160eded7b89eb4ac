import type { PageContent } from '@familytree/shared';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { MenuWithContents } from '../api/get-menus-all';
import { usePageVersionQuery } from '../api/page-version';
import { usePublishMenuMutation } from '../api/publish-menu';
import { useSaveDraftMutation } from '../api/save-draft';
import {
  emptySection,
  nextTemporaryId,
  removeSection,
  toInputs,
  upsertSection,
} from '../logic/sections';
import { ConfirmDialog } from './ConfirmDialog';
import { EditableSection } from './EditableSection';
import { EditMenuNameDialog } from './EditMenuNameDialog';
import { MenuActions } from './MenuActions';
import { MenuStatus } from './MenuStatus';
import { PublishedSections } from './PublishedSections';
import { OpeningEditor } from '../../../components/OpeningEditor';
import { componentsMessages } from '../../../components/messages';
import { useSpecText, useT } from '../../../lib/i18n';
import { menuNameOf } from '../logic/site-text';
import { siteMessages } from '../messages';

// The rich-text editor is big: load it only when a section is opened.
const PageContentDialog = lazy(() =>
  import('./PageContentDialog').then((m) => ({ default: m.PageContentDialog })),
);

interface MenuEditorProps {
  menu: MenuWithContents;
  familyId: number;
  domainName: string;
}

/** The sections of one menu with their edit controls, preview and publish (spec part 4). */
export function MenuEditor({ menu, familyId, domainName }: MenuEditorProps) {
  const t = useT(siteMessages);
  const common = useT(componentsMessages);
  const spec = useSpecText().t;
  const name = menuNameOf(menu, t);
  const sections = menu.pageContents;
  const saveDraft = useSaveDraftMutation(familyId, menu.menuId);
  const publish = usePublishMenuMutation(familyId, menu.menuId, domainName);
  const [previewing, setPreviewing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [editing, setEditing] = useState<PageContent | null>(null);
  const [deleting, setDeleting] = useState<PageContent | null>(null);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The version of the page this editor opened: every save is sent with it (a stale one is 409).
  const version = usePageVersionQuery(familyId, menu.menuId);
  const stale = [saveDraft, publish].find(
    (m) => m.isError && (m.error as { status?: number }).status === 409,
  );
  const reload = () => {
    saveDraft.reset();
    publish.reset();
    setEditing(null);
    setDeleting(null);
    setConfirmingPublish(false);
    void version.refetch();
  };

  // Every add, edit or delete is kept on the server at once and marks the menu unpublished.
  const saveSections = async (next: PageContent[]) => {
    setNotice(null);
    await saveDraft.mutateAsync(toInputs(next));
  };

  const confirmDelete = async (section: PageContent) => {
    try {
      await saveSections(removeSection(sections, section.pageContentId));
      setDeleting(null);
    } catch {
      // The dialog shows the mutation's error.
    }
  };

  const confirmPublish = async () => {
    try {
      await publish.mutateAsync(toInputs(sections));
      setConfirmingPublish(false);
      setNotice(spec('content.published'));
    } catch {
      // The dialog shows the mutation's error.
    }
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {previewing ? t('previewOf', { name }) : name}
        </Typography>
        <MenuStatus menu={menu} />
      </Stack>
      <MenuActions
        previewing={previewing}
        canPreview={sections.length > 0}
        canPublish={previewing && !menu.published}
        // A fixed page (Article, History, …) keeps its name: its route and the footer use it.
        onRename={menu.configurable ? () => setRenaming(true) : undefined}
        onAdd={() => setEditing(emptySection(nextTemporaryId(sections)))}
        onPreview={() => {
          setNotice(null);
          setPreviewing((p) => !p);
        }}
        onPublish={() => {
          publish.reset();
          setConfirmingPublish(true);
        }}
      />
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {common('reload')}
            </Button>
          }
        >
          {stale.error?.message}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {sections.length === 0 ? (
        <Alert severity="info">{t('noContent')}</Alert>
      ) : previewing ? (
        <Box
          sx={{ bgcolor: 'background.paper', p: { xs: 2, sm: 3 }, borderRadius: 2, boxShadow: 1 }}
        >
          <PublishedSections sections={sections} />
        </Box>
      ) : (
        <Stack spacing={2}>
          {sections.map((section) => (
            <EditableSection
              key={section.pageContentId}
              section={section}
              onEdit={() => setEditing(section)}
              onDelete={() => {
                saveDraft.reset();
                setDeleting(section);
              }}
            />
          ))}
        </Stack>
      )}

      {renaming && (
        <EditMenuNameDialog
          menu={menu}
          familyId={familyId}
          domainName={domainName}
          onClose={() => setRenaming(false)}
        />
      )}
      {editing && (
        <Suspense fallback={<OpeningEditor />}>
          <PageContentDialog
            section={editing}
            onClose={() => setEditing(null)}
            onSave={async (section) => {
              await saveSections(upsertSection(sections, section));
              setEditing(null);
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteContent')}
        message={spec('content.deleteConfirm')}
        busy={saveDraft.isPending}
        error={saveDraft.isError ? saveDraft.error.message : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
      <ConfirmDialog
        open={confirmingPublish}
        title={t('publish')}
        message={spec('content.publishConfirm')}
        busy={publish.isPending}
        error={publish.isError ? publish.error.message : null}
        onCancel={() => setConfirmingPublish(false)}
        onConfirm={() => void confirmPublish()}
      />
    </Stack>
  );
}

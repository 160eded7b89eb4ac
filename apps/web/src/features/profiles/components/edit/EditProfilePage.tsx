import { lazy, Suspense } from 'react';
import { FullPageLoading } from '../../../../components/FullPageLoading';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';

// The editor (forms, cropper) loads only when someone opens it.
const EditProfileScreen = lazy(() =>
  import('./EditProfileScreen').then((module) => ({ default: module.EditProfileScreen })),
);

/** /members/{id}/edit, loaded on demand. */
export function EditProfilePage() {
  const t = useT(profilesMessages);
  return (
    <Suspense fallback={<FullPageLoading label={t('loadingEditor')} />}>
      <EditProfileScreen />
    </Suspense>
  );
}

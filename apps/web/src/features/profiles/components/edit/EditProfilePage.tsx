import { lazy, Suspense } from 'react';
import { FullPageLoading } from '../../../../components/FullPageLoading';

// The editor (forms, cropper) loads only when someone opens it.
const EditProfileScreen = lazy(() =>
  import('./EditProfileScreen').then((module) => ({ default: module.EditProfileScreen })),
);

/** /members/{id}/edit, loaded on demand. */
export function EditProfilePage() {
  return (
    <Suspense fallback={<FullPageLoading label="Loading the profile editor" />}>
      <EditProfileScreen />
    </Suspense>
  );
}

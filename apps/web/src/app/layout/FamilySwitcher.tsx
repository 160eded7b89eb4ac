import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Session } from '../../lib/session-store';

// The selector (a select field and its menu) loads only for a user of several families (issue 18).
const FamilySelect = lazy(() =>
  import('./FamilySelect').then((m) => ({ default: m.FamilySelect })),
);

/** A selector when the user belongs to several families, else the family name. */
export function FamilySwitcher({
  session,
  familyName,
}: {
  session: Session | null;
  familyName: string;
}) {
  const families = session?.userFamilyList ?? [];
  const name = (
    <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
      {familyName}
    </Typography>
  );
  if (families.length < 2 || !session) return name;
  return (
    <Suspense fallback={name}>
      <FamilySelect families={families} familyId={session.familyId} />
    </Suspense>
  );
}

import { MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Session } from '../../lib/session-store';
import { useAuthActions } from '../../features/auth';

/** A selector when the user belongs to several families, else the family name. */
export function FamilySwitcher({
  session,
  familyName,
}: {
  session: Session | null;
  familyName: string;
}) {
  const { switchFamily } = useAuthActions();
  const [switching, setSwitching] = useState(false);
  const families = session?.userFamilyList ?? [];
  if (families.length < 2 || !session) {
    return (
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
        {familyName}
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label="Family"
      value={session.familyId ?? ''}
      disabled={switching}
      onChange={(event) => {
        const family = families.find((f) => f.id === Number(event.target.value));
        if (!family || family.id === session.familyId) return;
        setSwitching(true);
        switchFamily(family).catch(() => setSwitching(false));
      }}
      sx={{
        width: { xs: 150, sm: 200 },
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
        '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
      }}
    >
      {families.map((f) => (
        <MenuItem key={f.id} value={f.id}>
          {f.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import type { FamilyListItem } from '@familytree/shared';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useAuthActions } from '../../features/auth';

/** The family selector of a user who belongs to several families (FamilySwitcher loads it). */
export function FamilySelect({
  families,
  familyId,
}: {
  families: FamilyListItem[];
  familyId: number | null;
}) {
  const { switchFamily } = useAuthActions();
  const [switching, setSwitching] = useState(false);
  return (
    <TextField
      select
      size="small"
      label="Family"
      value={familyId ?? ''}
      disabled={switching}
      onChange={(event) => {
        const family = families.find((f) => f.id === Number(event.target.value));
        if (!family || family.id === familyId) return;
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

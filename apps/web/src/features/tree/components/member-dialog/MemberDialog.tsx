import { limits } from '@familytree/shared';
import { Dialog, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { MemberDialogContent } from './MemberDialogContent';

export interface MemberTarget {
  personId: number;
  /** The parent the member was reached from, 0 when unknown. */
  parentId: number;
}

export interface MemberDialogProps {
  familyId: number;
  target: MemberTarget | null;
  onClose: () => void;
  onNotify: (message: string) => void;
  onChanged: () => void;
  /** The success message, shown inside the dialog while it is open. */
  notice: ReactNode;
}

/** The member dialog (spec part 2, "Member dialog"): at most 700 px wide, full screen on a phone. */
export function MemberDialog({ target, notice, ...rest }: MemberDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Keep the last member on show while the dialog fades out.
  const [shown, setShown] = useState({ target, opened: 0 });
  if (target !== null && target !== shown.target) setShown({ target, opened: shown.opened + 1 });

  return (
    <Dialog
      open={target !== null}
      onClose={rest.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: limits.dialogMaxWidth } } }}
    >
      {shown.target && (
        <MemberDialogContent
          key={shown.opened}
          initial={shown.target}
          active={target !== null}
          titleId={titleId}
          {...rest}
        />
      )}
      {notice}
    </Dialog>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import type { AssignedMember } from '../logic/list-props';
import { branchAdminsMessages } from '../messages';

export const memberName = (member: AssignedMember) =>
  `${member.firstName} ${member.lastName}`.trim();

/** The members in an admin's care, each with its own labelled remove button. */
export function AssignedMemberChips(props: {
  members: AssignedMember[];
  busyPersonId: number | null;
  onRemove: (member: AssignedMember) => void;
}) {
  const { members, busyPersonId, onRemove } = props;
  const t = useT(branchAdminsMessages);
  if (members.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0 }}>
      {members.map((member) => (
        <Box component="li" key={member.personId} sx={{ listStyle: 'none' }}>
          <Chip
            variant="outlined"
            size="small"
            sx={{ pr: 0, '& .MuiChip-label': { display: 'flex', alignItems: 'center', pr: 0.25 } }}
            label={
              <>
                {memberName(member)}
                <IconButton
                  size="small"
                  aria-label={t('removeMember', { name: memberName(member) })}
                  disabled={busyPersonId === member.personId}
                  onClick={() => onRemove(member)}
                  sx={{ ml: 0.25, p: 0.25 }}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              </>
            }
          />
        </Box>
      ))}
    </Box>
  );
}

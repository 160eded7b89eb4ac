import type { PlatformFamily } from '@familytree/shared';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { familySiteUrl } from '../../../lib/hosts';
import { useFormats, useT } from '../../../lib/i18n';
import { platformAdminMessages } from '../messages';

/** Every family: name, sub-domain (a link to its site), numbers of persons and admins. */
export function FamiliesTable({
  families,
  baseDomain,
}: {
  families: PlatformFamily[];
  baseDomain: string;
}) {
  const t = useT(platformAdminMessages);
  const { number } = useFormats();
  if (families.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('noFamilies')}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('families')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('subdomain')}</TableCell>
            <TableCell align="right">{t('persons')}</TableCell>
            <TableCell align="right">{t('admins')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {families.map((family) => (
            <TableRow key={family.familyId} hover>
              <TableCell>{family.name}</TableCell>
              <TableCell>
                <Link href={familySiteUrl(family.domainName, baseDomain, '/')}>
                  {family.domainName}
                </Link>
              </TableCell>
              <TableCell align="right">{number(family.personCount)}</TableCell>
              <TableCell align="right">{number(family.adminCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

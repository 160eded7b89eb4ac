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

/** Every family: name, sub-domain (a link to its site), numbers of persons and admins. */
export function FamiliesTable({
  families,
  baseDomain,
}: {
  families: PlatformFamily[];
  baseDomain: string;
}) {
  if (families.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">No families yet. Create the first one.</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Families">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Sub-domain</TableCell>
            <TableCell align="right">Persons</TableCell>
            <TableCell align="right">Admins</TableCell>
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
              <TableCell align="right">{family.personCount}</TableCell>
              <TableCell align="right">{family.adminCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

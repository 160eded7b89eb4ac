import { chartKinds, type ChartKind, type PersonSearchItem } from '@familytree/shared';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { Link } from 'react-router';
import { chartPath } from '../../../lib/chart-path';
import { PersonPicker } from '../../tree';

const kindLabels: Record<ChartKind, string> = {
  pedigree: 'Pedigree',
  descendants: 'Descendants',
  hourglass: 'Hourglass',
  fan: 'Fan',
};

export type Generations = number | 'all';
const choices: Generations[] = [2, 3, 4, 5, 6, 8, 10];

/** The chart switcher, the person search, the depth, and the downloads and print. */
export function ChartToolbar(props: {
  kind: ChartKind;
  personId: number;
  familyId: number;
  generations: Generations;
  onGenerations: (g: Generations) => void;
  onPerson: (person: PersonSearchItem) => void;
  onDownload: (format: 'svg' | 'png') => void;
  busy: boolean;
}) {
  const { kind, personId, familyId, generations } = props;
  const allowsAll = kind === 'descendants' || kind === 'hourglass';
  const query = generations === 4 ? undefined : generations;
  return (
    <Box className="chart-toolbar" sx={{ mb: 2 }}>
      <Tabs
        value={kind}
        aria-label="Chart kind"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {chartKinds.map((k) => (
          <Tab
            key={k}
            value={k}
            label={kindLabels[k]}
            component={Link}
            to={chartPath(k, personId, k === 'fan' && query === 'all' ? undefined : query)}
            aria-current={k === kind ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PersonPicker
            label="Show the chart of"
            familyId={familyId}
            value={null}
            onChange={(person) => person && props.onPerson(person)}
          />
        </Box>
        <TextField
          select
          label="Generations"
          value={String(generations)}
          onChange={(event) => {
            const value = event.target.value;
            props.onGenerations(value === 'all' ? 'all' : Number(value));
          }}
          sx={{ width: { xs: '100%', sm: 150 } }}
        >
          {choices.map((g) => (
            <MenuItem key={g} value={String(g)}>
              {g}
            </MenuItem>
          ))}
          {allowsAll && <MenuItem value="all">All</MenuItem>}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={props.busy}
            aria-label="Download SVG"
            onClick={() => props.onDownload('svg')}
          >
            SVG
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={props.busy}
            aria-label="Download PNG"
            onClick={() => props.onDownload('png')}
          >
            PNG
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon aria-hidden />}
            onClick={() => window.print()}
          >
            Print or PDF
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

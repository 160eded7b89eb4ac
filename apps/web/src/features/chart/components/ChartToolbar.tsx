import { chartKinds, type ChartKind, type PersonSearchItem } from '@familytree/shared';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { Link } from '../../../lib/router';
import { chartPath } from '../../../lib/chart-path';
import { PersonPicker } from '../../tree';
import { useMoreChartTabs } from '../kinds/components/more-chart-tabs';
import type { ChartKey } from '../logic/chart-text';
import { useChartT } from './use-chart-text';

// The label's key is the kind's name.
const kindLabels: Record<ChartKind, ChartKey> = {
  pedigree: 'pedigree',
  descendants: 'descendants',
  hourglass: 'hourglass',
  fan: 'fan',
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
  /** Opens the print dialog. */
  onPrint: () => void;
  busy: boolean;
}) {
  const { kind, personId, familyId, generations } = props;
  const t = useChartT();
  const allowsAll = kind === 'descendants' || kind === 'hourglass';
  const query = generations === 4 ? undefined : generations;
  const moreTabs = useMoreChartTabs(personId);
  return (
    <Box className="chart-toolbar" sx={{ mb: 2 }}>
      <Tabs
        value={kind}
        aria-label={t('chartKind')}
        // Scroll buttons that come after the first paint move the tabs (a layout shift): on a
        // phone the tabs scroll by swiping.
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {chartKinds.map((k) => (
          <Tab
            key={k}
            value={k}
            label={t(kindLabels[k])}
            component={Link}
            to={chartPath(k, personId, k === 'fan' && query === 'all' ? undefined : query)}
            aria-current={k === kind ? 'page' : undefined}
          />
        ))}
        {moreTabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.to} />
        ))}
      </Tabs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PersonPicker
            label={t('showChartOf')}
            familyId={familyId}
            value={null}
            onChange={(person) => person && props.onPerson(person)}
          />
        </Box>
        <TextField
          select
          label={t('generations')}
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
          {allowsAll && <MenuItem value="all">{t('allGenerations')}</MenuItem>}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={props.busy}
            aria-label={t('downloadSvg')}
            onClick={() => props.onDownload('svg')}
          >
            SVG
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden />}
            disabled={props.busy}
            aria-label={t('downloadPng')}
            onClick={() => props.onDownload('png')}
          >
            PNG
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon aria-hidden />}
            aria-haspopup="dialog"
            onClick={props.onPrint}
          >
            {t('printOrPdf')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

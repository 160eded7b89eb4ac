import { chartKinds, type MoreChartKind } from '@familytree/shared';
import { Box, Container, Link as MuiLink, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from '../../../../lib/router';
import { chartPath } from '../../../../lib/chart-path';
import { useChartT } from '../../components/use-chart-text';
import { useMoreChartTabs } from './more-chart-tabs';

/**
 * The frame of a chart page of issue 32: the tree's heading and back link, the chart kinds' tabs
 * (the same as on the four drawn kinds' toolbar) and the chart's own title.
 */
export function KindPage(props: {
  kind: MoreChartKind;
  personId: number;
  title: string;
  children: ReactNode;
}) {
  const { kind, personId } = props;
  const t = useChartT();
  const more = useMoreChartTabs(personId);
  const tabs = [
    ...chartKinds.map((k) => ({ value: k as string, label: t(k), to: chartPath(k, personId) })),
    ...more,
  ];
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
        {t('familyTree')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <MuiLink component={Link} to="/familytree">
          {t('backToTree')}
        </MuiLink>
      </Typography>
      <Tabs
        value={kind}
        aria-label={t('chartKind')}
        // As on the chart toolbar, no scroll buttons: on a phone they come after the first paint,
        // narrow the row and (racing MUI's animated scroll to the selected tab) leave a tab far
        // right, such as Lifespan, cut off behind them. The tabs scroll by swiping.
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            component={Link}
            to={tab.to}
            aria-current={tab.value === kind ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {props.title}
      </Typography>
      <Box>{props.children}</Box>
    </Container>
  );
}

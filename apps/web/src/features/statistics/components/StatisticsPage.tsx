import type { FamilyStatistics } from '@familytree/shared';
import { Alert, Box, Container, Paper, Typography } from '@mui/material';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { useFormats } from '../../../lib/i18n';
import { TreeLoading, TreePageHeading, TreeTabs, useTreeFamilyId } from '../../tree';
import { useStatisticsQuery } from '../api/get-statistics';
import { BarChart } from './BarChart';
import { useStatisticsT } from './use-statistics-text';

/** /familytree/statistics (issue 32): the family in numbers and bar charts, from the server. */
export function StatisticsPage() {
  const t = useStatisticsT();
  const tree = useTreeFamilyId();
  usePageTitle(t('familyStatistics'));
  const query = useStatisticsQuery(tree);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <TreePageHeading />
      <TreeTabs value="statistics" />
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {t('familyStatistics')}
      </Typography>
      {tree === null || query.isPending ? (
        <TreeLoading label={t('loading')} />
      ) : query.isError ? (
        <ErrorAlert onRetry={() => void query.refetch()}>{t('loadFailed')}</ErrorAlert>
      ) : (
        <Statistics data={query.data} />
      )}
    </Container>
  );
}

function Statistics({ data }: { data: FamilyStatistics }) {
  const t = useStatisticsT();
  const { number } = useFormats();
  if (data.persons === 0) return <Alert severity="info">{t('emptyFamily')}</Alert>;
  const decades = (rows: FamilyStatistics['births']) =>
    rows.map((r) => ({ label: t('decadeLabel', { decade: String(r.decade) }), value: r.count }));
  const names = (rows: FamilyStatistics['surnames']) =>
    rows.map((r) => ({ label: r.name, value: r.count }));
  const counts = [
    { key: 'persons', value: data.persons },
    { key: 'couples', value: data.couples },
    { key: 'living', value: data.living },
    { key: 'deceased', value: data.deceased },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="statistics-counts"
        sx={{ p: 2 }}
      >
        <Typography
          id="statistics-counts"
          variant="h6"
          component="h3"
          sx={{ fontSize: '1.05rem', mb: 1 }}
        >
          {t('counts')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
            gap: 2,
            m: 0,
          }}
        >
          {counts.map((c) => (
            <Box key={c.key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary">
                {t(c.key)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 600 }}>
                {number(c.value)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {data.birthsHidden > 0 && (
        <Alert severity="info">{t('birthsHidden', { count: data.birthsHidden })}</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BarChart
          title={t('birthsByDecade')}
          categoryLabel={t('decade')}
          valueLabel={t('numberOfPersons')}
          bars={decades(data.births)}
        />
        <BarChart
          title={t('deathsByDecade')}
          categoryLabel={t('decade')}
          valueLabel={t('numberOfPersons')}
          bars={decades(data.deaths)}
        />
        <BarChart
          title={t('agesAtDeath')}
          categoryLabel={t('ageAxis')}
          valueLabel={t('numberOfPersons')}
          bars={data.agesAtDeath.map((r) => ({
            label: t('ageRange', { from: String(r.from), to: String(r.from + 9) }),
            value: r.count,
          }))}
        />
        <BarChart
          title={t('surnames')}
          categoryLabel={t('name')}
          valueLabel={t('numberOfPersons')}
          bars={names(data.surnames)}
          orientation="horizontal"
        />
        <BarChart
          title={t('givenNamesMale')}
          categoryLabel={t('name')}
          valueLabel={t('numberOfPersons')}
          bars={names(data.givenNames.male)}
          orientation="horizontal"
        />
        <BarChart
          title={t('givenNamesFemale')}
          categoryLabel={t('name')}
          valueLabel={t('numberOfPersons')}
          bars={names(data.givenNames.female)}
          orientation="horizontal"
        />
      </Box>
    </Box>
  );
}

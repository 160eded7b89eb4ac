import { Box, Container, Typography } from '@mui/material';
import { useFixedAfterHero } from '../hooks/use-fixed-after-hero';
import { generationLabels, type TreeIndent } from '../logic/tree-layout';

const barHeight = 40;

function Labels({ indent, narrow }: { indent: TreeIndent; narrow: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: barHeight,
        overflowX: narrow ? 'auto' : 'hidden',
        gap: narrow ? 1 : 0,
        px: narrow ? 1 : 0,
      }}
    >
      {generationLabels.map((label) => (
        <Typography
          key={label}
          component="span"
          variant="caption"
          noWrap
          sx={{ fontWeight: 700, flexShrink: 0, color: 'primary.contrastText' }}
          style={narrow ? undefined : { width: indent.step, textAlign: 'center' }}
        >
          {label}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Gen 1 to Gen 12 above the tree, in columns matching the rows' indentation; it becomes fixed
 * under the header once the page has scrolled past the hero section plus 50 px (spec part 2).
 */
export function GenerationBar({ indent, narrow }: { indent: TreeIndent; narrow: boolean }) {
  const { fixed, top } = useFixedAfterHero();
  if (!fixed) {
    return (
      <Box
        data-testid="generation-bar"
        data-fixed="false"
        sx={{ bgcolor: 'primary.main', borderRadius: 1 }}
      >
        <Labels indent={indent} narrow={narrow} />
      </Box>
    );
  }
  return (
    <>
      {/* Keeps the list where it was, so that fixing the bar does not make the page jump. */}
      <Box sx={{ height: barHeight }} />
      <Box
        data-testid="generation-bar"
        data-fixed="true"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          zIndex: 'appBar',
          bgcolor: 'primary.dark',
          boxShadow: 2,
        }}
        style={{ top }}
      >
        <Container maxWidth="lg">
          <Labels indent={indent} narrow={narrow} />
        </Container>
      </Box>
    </>
  );
}

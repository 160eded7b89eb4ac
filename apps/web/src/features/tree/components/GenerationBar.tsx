import { Box, Container, Typography } from '@mui/material';
import { useFixedAfterHero } from '../hooks/use-fixed-after-hero';
import { useTreeT } from '../hooks/use-tree-text';
import { generationLabelsOf, type TreeIndent } from '../logic/tree-layout';

const barHeight = 40;

interface GenerationBarProps {
  indent: TreeIndent;
  narrow: boolean;
  /** How many generations the family has (the bar names those). */
  generations: number;
}

function Labels({ indent, narrow, generations }: GenerationBarProps) {
  const t = useTreeT();
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
      {generationLabelsOf(generations, t).map((label) => (
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
 * Gen 1 to the family's last generation (Gen 12 at most) above the tree, in columns matching the
 * rows' indentation; it becomes fixed under the header once the page has scrolled past the hero
 * section plus 50 px (spec part 2).
 */
export function GenerationBar(props: GenerationBarProps) {
  const { fixed, top } = useFixedAfterHero();
  if (!fixed) {
    return (
      <Box
        data-testid="generation-bar"
        data-fixed="false"
        sx={{ bgcolor: 'primary.main', borderRadius: 1 }}
      >
        <Labels {...props} />
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
          <Labels {...props} />
        </Container>
      </Box>
    </>
  );
}

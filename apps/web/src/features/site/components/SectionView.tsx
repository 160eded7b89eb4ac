import type { PageContent } from '@familytree/shared';
import { Box, Stack, Typography } from '@mui/material';
import { srcSetOf } from '../../../lib/srcset';
import { RichTextView } from '../rich-text/RichTextView';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

const titleStyles = {
  'timeline-heading-Large': { variant: 'h4', fontWeight: 700 },
  'timeline-heading-medium': { variant: 'h6', fontWeight: 600 },
} as const;

/** Image and its description side by side (stacked on phones), or the image centred above it. */
function ImageBlock({ section, first }: { section: PageContent; first: boolean }) {
  const t = useT(siteMessages);
  if (!section.imageUrl) return <RichTextView html={section.imageDescription} />;
  const position = section.imagePosition;
  const centred = position === 'timeline-view-image-center';
  const file = section.imageFile;
  // Shown at its own width at most, the screen's on a phone, 45 % beside its text from 600 px:
  // the browser takes the smallest thumbnail that fills that (issue 18).
  const cap = file?.width ? `${file.width}px` : '100vw';
  const sizes = centred
    ? `min(100vw, ${cap})`
    : `(min-width: 600px) min(45vw, ${cap}), min(100vw, ${cap})`;
  const image = (
    <Box
      component="img"
      src={section.imageUrl}
      srcSet={file ? srcSetOf(file) : undefined}
      sizes={file ? sizes : undefined}
      // Its size keeps its space while it loads: the sections below do not move when it comes.
      width={file?.width ?? undefined}
      height={file?.height ?? undefined}
      alt={section.title ? t('sectionImageAlt', { title: section.title }) : t('sectionImage')}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      sx={{
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        borderRadius: 1,
        mx: centred ? 'auto' : 0,
      }}
    />
  );
  if (centred)
    return (
      <Stack spacing={2} sx={{ textAlign: 'initial' }}>
        {image}
        <RichTextView html={section.imageDescription} />
      </Stack>
    );
  return (
    <Stack
      direction={{
        xs: 'column',
        sm: position === 'timeline-view-image-right' ? 'row-reverse' : 'row',
      }}
      spacing={{ xs: 2, sm: 3 }}
      sx={{ alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '0 0 auto', maxWidth: { xs: '100%', sm: '45%' } }}>{image}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RichTextView html={section.imageDescription} />
      </Box>
    </Stack>
  );
}

/**
 * One published section: its title in its size, image with description, then the content. The
 * first section's image loads at once (it is usually the page's largest paint); the others lazily.
 */
export function SectionView({ section, first = false }: { section: PageContent; first?: boolean }) {
  const title = titleStyles[section.titleClass];
  return (
    <Stack component="section" spacing={2} aria-label={section.title || undefined}>
      {section.title && (
        <Typography
          component="h2"
          variant={title.variant}
          className={section.titleClass}
          sx={{ fontWeight: title.fontWeight, color: 'primary.dark' }}
        >
          {section.title}
        </Typography>
      )}
      {(section.imageUrl || section.imageDescription) && (
        <ImageBlock section={section} first={first} />
      )}
      <RichTextView html={section.content} />
    </Stack>
  );
}

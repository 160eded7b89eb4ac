import { Box } from '@mui/material';
import { richTextSx } from './rich-text-styles';

/**
 * Shows stored rich text. The server sanitizes every rich text on save (allow-list = the editor
 * toolbar), which is what makes rendering it as HTML safe here.
 */
export function RichTextView({ html }: { html: string }) {
  if (!html) return null;
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: html }} />;
}

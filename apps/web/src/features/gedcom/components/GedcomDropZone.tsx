import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useGedcomT } from '../hooks/use-gedcom-t';

/** Drop a .ged file here, or choose one: both hand the file over the same way. */
export function GedcomDropZone({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const t = useGedcomT();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="gedcom-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
      }}
    >
      <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
      <Typography sx={{ my: 1 }}>{t('dropHere')}</Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".ged,.GED,.gedcom,.zip,.gdz,text/plain,application/zip,application/octet-stream"
        aria-label={t('fileLabel')}
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()}>
        {t('chooseFile')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('dropHint')}
      </Typography>
    </Box>
  );
}

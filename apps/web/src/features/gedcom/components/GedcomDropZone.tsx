import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';

/** Drop a .ged file here, or choose one: both hand the file over the same way. */
export function GedcomDropZone({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
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
      <Typography sx={{ my: 1 }}>
        Drop a GEDCOM file (.ged, or a GEDZIP .zip/.gdz with its media) here, or
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".ged,.GED,.gedcom,.zip,.gdz,text/plain,application/zip,application/octet-stream"
        aria-label="GEDCOM file"
        hidden
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()}>
        Choose a file
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        GEDCOM 5.5.1 or 7.0 from Gramps, webtrees, Ancestry, MyHeritage and others; at most 200 MB.
      </Typography>
    </Box>
  );
}

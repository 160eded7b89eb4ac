import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { intlLocale } from '@familytree/shared';
import { useLocale, useT } from '../../../../lib/i18n';
import type { CropSpec } from '../../logic/photo-crops';
import { profilesMessages } from '../../messages';

interface ImageCropperProps {
  src: string;
  spec: CropSpec;
  onAreaChange: (area: Area) => void;
}

/** Drag to place and zoom to size the crop (arrow keys move it too); shown at the crop's shape. */
export function ImageCropper({ src, spec, onAreaChange }: ImageCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const zoomLabelId = useId();
  const t = useT(profilesMessages);
  const locale = useLocale();
  const zoomNumber = useMemo(
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    [locale],
  );
  return (
    <Stack spacing={1.5}>
      <Box
        data-testid="image-cropper"
        sx={{
          position: 'relative',
          height: { xs: 260, sm: 360 },
          bgcolor: 'grey.900',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={spec.aspect}
          cropShape={spec.shape}
          showGrid={spec.shape === 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onAreaChange(pixels)}
          cropperProps={{ 'aria-label': t('cropArea') }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <ZoomInIcon aria-hidden color="action" />
        <Typography id={zoomLabelId} variant="body2" sx={{ flexShrink: 0 }}>
          {t('zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.05}
          onChange={(_, value) => setZoom(value as number)}
          aria-labelledby={zoomLabelId}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => t('zoomValue', { value: zoomNumber.format(value) })}
        />
      </Stack>
    </Stack>
  );
}

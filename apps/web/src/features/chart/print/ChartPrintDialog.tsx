import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFormats } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import {
  planPrint,
  readableNamePt,
  type Orientation,
  type Paper,
  type PrintChoice,
  type PrintLayout,
} from './print-plan';
import { useChartPrintT } from './use-print-text';

/**
 * The print dialog: paper, orientation, tiles or one page, and what that gives (pages, the
 * names' printed size) before anything is printed.
 */
export function ChartPrintDialog(props: {
  layout: ChartLayout;
  initial: PrintChoice;
  onClose: () => void;
  onPrint: (choice: PrintChoice) => void;
}) {
  const { layout, onClose, onPrint } = props;
  const t = useChartPrintT();
  const { number } = useFormats();
  const [choice, setChoice] = useState(props.initial);
  const plan = useMemo(() => planPrint(layout, choice), [layout, choice]);
  const poster = choice.paper === 'poster';
  const titleId = useId();
  const set = (change: Partial<PrintChoice>) => setChoice((c) => ({ ...c, ...change }));
  const pages = plan.rows * plan.columns;
  const cm = (mm: number) => number(Math.round(mm / 10));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Choice
            label={t('paper')}
            value={choice.paper}
            onChange={(paper) => set({ paper: paper as Paper })}
            options={[
              ['a4', 'A4'],
              ['letter', t('letter')],
              ['a3', 'A3'],
              ['poster', t('poster')],
            ]}
          />
          <Choice
            label={t('orientation')}
            value={choice.orientation}
            disabled={poster}
            onChange={(orientation) => set({ orientation: orientation as Orientation })}
            options={[
              ['portrait', t('portrait')],
              ['landscape', t('landscape')],
            ]}
          />
          <Choice
            label={t('pages')}
            value={choice.layout}
            disabled={poster}
            onChange={(layout) => set({ layout: layout as PrintLayout })}
            options={[
              ['tile', t('tile')],
              ['fit', t('fit')],
            ]}
          />
          <div role="status">
            <Typography sx={{ fontWeight: 600 }}>
              {pages === 1
                ? t('onePage')
                : t('pageGrid', { columns: plan.columns, rows: plan.rows })}
            </Typography>
            {plan.printed.length < pages && (
              <Typography variant="body2">
                {t('printedCount', { count: plan.printed.length })}
              </Typography>
            )}
            <Typography variant="body2">
              {t('namesAt', { size: number(Math.round(plan.namePt * 10) / 10) })}
            </Typography>
            {poster && (
              <Typography variant="body2">
                {t('posterSize', { width: cm(plan.page.width), height: cm(plan.page.height) })}
              </Typography>
            )}
          </div>
          {plan.namePt < readableNamePt - 1e-9 && <Alert severity="warning">{t('tooSmall')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('pdfNote')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => onPrint(choice)}>
          {t('print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Choice(props: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  options: [string, ReactNode][];
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={props.disabled}>
      <FormLabel component="legend" id={labelId}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, label]) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

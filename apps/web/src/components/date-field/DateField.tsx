import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import {
  formatNumericDate,
  isIsoDate,
  numericDateHint,
  parseNumericDate,
} from '../../lib/dates/numeric-date';
import { dateFieldMessages } from './messages';

export interface DateFieldProps {
  label: string;
  name?: string;
  /**
   * YYYY-MM-DD, '' when empty, or the text typed while it is no whole date: a form's rules then
   * refuse it, as they refuse any value that is not a date.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** The last day the calendar offers (YYYY-MM-DD). */
  max?: string;
  error?: boolean;
  helperText?: ReactNode;
}

// Out of sight but rendered: the browser opens its calendar under it, at the field's corner.
const pickerStyle: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
};

const hiddenText: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A date typed in the language's order (TT.MM.JJJJ in German, DD/MM/YYYY in English), as the
 * profile shows dates, with a button that opens the browser's calendar. The native date input
 * orders its parts by the browser's own language instead (issue 31), so it serves only as the
 * calendar here. The form's value stays YYYY-MM-DD.
 */
export function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, inputRef, required, max, error } = props;
  const locale = useLocale();
  const t = useT(dateFieldMessages);
  const hint = numericDateHint(locale, { day: t('day'), month: t('month'), year: t('year') });
  const shown = (v: string) => (isIsoDate(v) ? formatNumericDate(v, locale) : v);
  const [text, setText] = useState(() => shown(value));
  // What the text stands for: a value the form sets itself (a reset, a reload) replaces the text.
  const [synced, setSynced] = useState({ value, locale });
  if (synced.value !== value || synced.locale !== locale) {
    setSynced({ value, locale });
    setText(shown(value));
  }
  // While the date is being typed it is not yet wrong; leaving the field (or Enter) says it is.
  const [typing, setTyping] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const emit = (next: string) => {
    setSynced({ value: next, locale });
    onChange(next);
  };
  const type = (raw: string) => {
    setText(raw);
    setTyping(true);
    emit(raw.trim() === '' ? '' : (parseNumericDate(raw, locale) ?? raw));
  };
  const settle = () => {
    setTyping(false);
    const iso = parseNumericDate(text, locale);
    if (iso) setText(formatNumericDate(iso, locale));
  };
  const choose = (iso: string) => {
    if (!iso) return;
    setText(formatNumericDate(iso, locale));
    setTyping(false);
    emit(iso);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): the input's own click opens its calendar.
      input.click();
    }
  };

  const notADate = text.trim() !== '' && parseNumericDate(text, locale) === null;
  const wrongFormat = notADate && !typing;
  let helperText = props.helperText;
  if (wrongFormat) helperText = t('enterAs', { pattern: hint });
  // The form's own complaint about a half-typed date would only say it in its own words.
  else if (notADate && error) helperText = undefined;

  // A day after `max` would make the hidden input invalid, which a form's own check would trip on.
  const calendarDay = isIsoDate(value) && !(max && value > max) ? value : '';

  return (
    <TextField
      label={label}
      name={name}
      value={text}
      required={required}
      placeholder={hint}
      autoComplete="off"
      inputRef={inputRef}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        settle();
        onBlur?.();
      }}
      error={wrongFormat || (!notADate && Boolean(error))}
      helperText={helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          // Enter submits the form: the date is as typed then, as when leaving the field.
          onKeyDown: (e: { key: string }) => {
            if (e.key === 'Enter') settle();
          },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" onClick={openCalendar}>
                <CalendarIcon />
                <span style={hiddenText}>{t('chooseDate')}</span>
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={calendarDay}
                max={max}
                onChange={(e) => choose(e.target.value)}
                style={pickerStyle}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

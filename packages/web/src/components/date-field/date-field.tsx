import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { parseDisplayDate, toDisplayDate } from '@pulse/shared/domain/typed-date';
import { type Ref, useEffect, useRef, useState } from 'react';

type DateFieldProps = {
  label: string;
  // YYYY-MM-DD, or '' when empty.
  value: string;
  onChange: (date: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  // A form's field: full width with normal margins, as the form's text fields.
  fullWidth?: boolean;
  disabled?: boolean;
  // aria-required rather than MUI's `required`, whose " *" would change the label's accessible name.
  isRequired?: boolean;
  // The browser calendar's bounds, YYYY-MM-DD.
  min?: string;
  max?: string;
  // A validation message from the form; it replaces the hint.
  error?: string;
  hint?: string;
};

// spec A §2 / B §9: dates are typed and shown as dd/MM/yyyy whatever the browser's locale (a native
// date input follows the locale), with the browser's own calendar one click away. Every date input
// of the app is this field, so each takes what parseDisplayDate reads (digits alone too).
export const DateField = ({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  size = 'small',
  fullWidth = false,
  disabled = false,
  isRequired = false,
  min,
  max,
  error,
  hint,
}: DateFieldProps) => {
  const [text, setText] = useState(toDisplayDate(value));
  const pickerRef = useRef<HTMLInputElement>(null);
  // A value that arrives from outside (a record loading) never rewrites what is being typed.
  const isTyping = useRef(false);
  useEffect(() => {
    if (!isTyping.current) setText(toDisplayDate(value));
  }, [value]);

  const parsed = parseDisplayDate(text);
  const isMistyped = text.trim() !== '' && parsed === null;
  const message = isMistyped ? 'Enter the date as dd/mm/yyyy.' : (error ?? hint);

  const commit = (next: string) => {
    setText(next);
    const date = parseDisplayDate(next);
    if (date !== null && date !== value) onChange(date);
    if (next.trim() === '' && value !== '') onChange('');
  };

  return (
    <Box sx={{ position: 'relative', display: fullWidth ? 'flex' : 'inline-flex' }}>
      <TextField
        label={label}
        size={size}
        value={text}
        placeholder="dd/mm/yyyy"
        onChange={(event) => commit(event.target.value)}
        onFocus={() => {
          isTyping.current = true;
        }}
        onBlur={() => {
          isTyping.current = false;
          // A complete (or cleared) entry shows the value as it now stands; a mistyped one stays to be fixed.
          if (!isMistyped) setText(toDisplayDate(value));
          onBlur?.();
        }}
        inputRef={inputRef}
        disabled={disabled}
        error={isMistyped || error !== undefined}
        helperText={message}
        fullWidth={fullWidth}
        margin={fullWidth ? 'normal' : 'none'}
        sx={fullWidth ? undefined : { width: 190 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'off',
            ...(isRequired ? { 'aria-required': true } : {}),
          },
          input: {
            endAdornment: disabled ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Choose ${label.toLowerCase()}`}
                  onClick={() => pickerRef.current?.showPicker?.()}
                >
                  <CalendarMonthOutlinedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The browser's calendar, opened by the button; hidden from assistive technology, which uses the text field. */}
      <input
        ref={pickerRef}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        onChange={(event) => commit(toDisplayDate(event.target.value))}
        style={{
          position: 'absolute',
          left: 0,
          bottom: fullWidth ? 8 : 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
};

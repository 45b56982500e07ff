import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormNumberFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  // A currency symbol or unit shown before the number.
  adornment?: string;
  // Offers whole numbers only (the keypad and the browser's steps).
  isWholeNumber?: boolean;
  size?: 'small' | 'medium';
  // Where the visible label alone is ambiguous (one of several rows with the same label).
  accessibleName?: string;
};

// A required number field bound to a react-hook-form field that holds a number, undefined while
// empty, so the shared schema checks it as the API will.
export const FormNumberField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  adornment,
  isWholeNumber = false,
  size,
  accessibleName,
}: FormNumberFieldProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
      <TextField
        {...field}
        fullWidth
        margin="normal"
        size={size}
        type="number"
        label={label}
        inputRef={ref}
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        slotProps={{
          htmlInput: {
            'aria-required': true,
            ...(accessibleName ? { 'aria-label': accessibleName } : {}),
            inputMode: isWholeNumber ? 'numeric' : 'decimal',
            min: 0,
            step: isWholeNumber ? 1 : 'any',
          },
          input: adornment
            ? { startAdornment: <InputAdornment position="start">{adornment}</InputAdornment> }
            : undefined,
        }}
      />
    )}
  />
);

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormOptionalIdSelectProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  // The first choice, which leaves the field empty (null).
  emptyLabel: string;
  choices: readonly { id: string; name: string }[];
  // Shown under the field until a validation message takes its place.
  hint?: string | undefined;
};

// A MUI select of ids that may stay empty, bound to a react-hook-form field holding the id or null.
export const FormOptionalIdSelect = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  emptyLabel,
  choices,
  hint,
}: FormOptionalIdSelectProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
      <TextField
        {...field}
        inputRef={ref}
        select
        fullWidth
        margin="normal"
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? hint}
        // The empty choice is a choice to show ("None"), not a blank field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{emptyLabel}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    )}
  />
);

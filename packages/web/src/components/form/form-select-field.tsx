import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  // A list of the organisation's master data: the field holds the chosen id, '' until one is chosen.
  choices: readonly { id: number; name: string }[];
};

// A required MUI select bound to a react-hook-form field, with the schema's message as its helper text.
export const FormSelectField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  choices,
}: FormSelectFieldProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, onChange, ...field }, fieldState }) => (
      <TextField
        {...field}
        inputRef={ref}
        select
        label={label}
        margin="normal"
        fullWidth
        onChange={(event) => onChange(Number(event.target.value))}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        // aria-required rather than MUI's `required`, whose " *" would change the label's accessible name.
        slotProps={{ htmlInput: { 'aria-required': true } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
    )}
  />
);

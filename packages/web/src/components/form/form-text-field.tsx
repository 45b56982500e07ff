import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  // Shown under the field until a validation message takes its place.
  hint?: string;
  // aria-required rather than MUI's `required`, whose " *" would change the label's accessible name.
  isRequired?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'>;

// A MUI text field bound to a react-hook-form field, with the schema's message as its helper text.
export const FormTextField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  hint,
  isRequired = false,
  ...textFieldProps
}: FormTextFieldProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, ...field }, fieldState }) => (
      <TextField
        fullWidth
        margin="normal"
        {...(isRequired ? { slotProps: { htmlInput: { 'aria-required': true } } } : {})}
        {...textFieldProps}
        {...field}
        inputRef={ref}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? hint}
      />
    )}
  />
);

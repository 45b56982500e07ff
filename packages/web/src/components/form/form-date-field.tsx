import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '../date-field/date-field';

type FormDateFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  isRequired?: boolean;
  disabled?: boolean;
  min?: string;
  max?: string;
};

// The app's date field (dd/MM/yyyy) bound to a react-hook-form field holding YYYY-MM-DD or ''.
export const FormDateField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  ...dateFieldProps
}: FormDateFieldProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => (
      <DateField
        fullWidth
        size="medium"
        {...dateFieldProps}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
      />
    )}
  />
);

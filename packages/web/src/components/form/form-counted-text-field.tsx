import { type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type FormCountedTextFieldProps<TValues extends FieldValues, TTransformed> = Omit<
  FormTextFieldProps<TValues, TTransformed>,
  'hint' | 'isRequired'
> & {
  // The schema's limit, shown as a counter under the field until a validation message takes its place.
  max: number;
};

// A required text field with its length against its limit. It watches its own value, so a keystroke
// re-renders the field, not the whole form.
export const FormCountedTextField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  max,
  ...textFieldProps
}: FormCountedTextFieldProps<TValues, TTransformed>) => {
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <FormTextField control={control} name={name} isRequired hint={`${length} / ${max}`} {...textFieldProps} />
  );
};

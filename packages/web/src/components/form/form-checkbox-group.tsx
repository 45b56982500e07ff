import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

// What a group's checkboxes need: whether a value is chosen, and to choose or unchoose it.
export type CheckboxChoices = { isChosen: (value: string) => boolean; toggle: (value: string) => void };

type FormCheckboxGroupProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  // A field holding the chosen values as an array of strings.
  name: FieldPath<TValues>;
  legend: string;
  // The checkboxes, laid out as the form needs them (a flat list, a row per area…).
  children: (choices: CheckboxChoices) => ReactNode;
};

// A set of checkboxes bound to one react-hook-form field of chosen values, under a legend, with the
// field's validation message below them.
export const FormCheckboxGroup = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  legend,
  children,
}: FormCheckboxGroupProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => {
      const chosen = new Set<string>(field.value);
      const toggle = (value: string) => {
        const next = new Set(chosen);
        if (next.has(value)) next.delete(value);
        else next.add(value);
        field.onChange([...next]);
      };
      return (
        <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
          <Typography component="legend" variant="subtitle2">
            {legend}
          </Typography>
          {children({ isChosen: (value) => chosen.has(value), toggle })}
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </fieldset>
      );
    }}
  />
);

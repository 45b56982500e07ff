import { passwordTexts } from '@pulse/shared/contracts/passwords';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

type NewPasswordFieldsProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  names: { password: FieldPath<TValues>; confirmation: FieldPath<TValues> };
  hint?: string;
};

// A password a person chooses for themselves, typed twice: the reset page, the invitation page and
// Change password on My Profile ask for it the same way, so password managers and people see one form.
export const NewPasswordFields = <TValues extends FieldValues, TTransformed>({
  control,
  names,
  hint,
}: NewPasswordFieldsProps<TValues, TTransformed>) => (
  <>
    <FormTextField
      control={control}
      name={names.password}
      label={passwordTexts.newPassword}
      type="password"
      autoComplete="new-password"
      hint={hint}
      isRequired
    />
    <FormTextField
      control={control}
      name={names.confirmation}
      label={passwordTexts.confirmPassword}
      type="password"
      autoComplete="new-password"
      isRequired
    />
  </>
);

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { rejectTimesheetBodySchema, submitTimesheetBodySchema } from '@pulse/shared/contracts/timesheets';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_LIMITS } from '@pulse/shared/domain/timesheet-status';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormCountedTextField } from '../../../components/form/form-counted-text-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { errorMessage } from '../../../lib/api-error';

// The one text a step of a week asks for: the field of the step's body (the server's messages for it
// show under it), checked by the body's shared schema before sending.
type TextField<TName extends string> = {
  name: TName;
  label: string;
  max: number;
  // A required text shows its length against the limit; an optional one only the limit.
  isRequired: boolean;
  minRows: number;
  schema: z.ZodType<Record<TName, string>, Partial<Record<TName, string>>>;
};

// A rejection's reason: required, the employee reads why.
export const REASON_FIELD: TextField<'reason'> = {
  name: 'reason',
  label: texts.reasonLabel,
  max: TIMESHEET_LIMITS.reasonMaxLength,
  isRequired: true,
  minRows: 3,
  schema: rejectTimesheetBodySchema,
};

// A submission's note for the approver: optional.
export const NOTE_FIELD: TextField<'note'> = {
  name: 'note',
  label: texts.noteLabel,
  max: TIMESHEET_LIMITS.noteMaxLength,
  isRequired: false,
  minRows: 2,
  schema: submitTimesheetBodySchema,
};

// The form's one value, named as the body's one field. react-hook-form cannot type a path of a
// generic name, so the form is a record of strings and the field's schema checks its one key.
type Values = Record<string, string>;

type TextDialogProps<TName extends string> = {
  title: string;
  // What is asked, a paragraph each.
  paragraphs: readonly string[];
  field: TextField<TName>;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error';
  isPending: boolean;
  // Sends the text; resolves once the server has answered yes.
  onConfirm: (text: string) => Promise<unknown>;
  onCancel: () => void;
};

// Submitting a week with a note, rejecting one week or many with a reason. The server's field messages
// show under the field; any other refusal (the week was decided meanwhile, a lock) shows in the
// dialog, which stays open to be read. Mounted only while open, so each opening starts empty.
export const TextDialog = <TName extends string>({
  title,
  paragraphs,
  field,
  confirmLabel,
  confirmColor = 'primary',
  isPending,
  onConfirm,
  onCancel,
}: TextDialogProps<TName>) => {
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm<Values>({
    resolver: zodResolver(field.schema) as unknown as Resolver<Values>,
    defaultValues: { [field.name]: '' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const onSubmit = useGuardedSubmit(
    handleSubmit(async (values) => {
      setRefusal(null);
      try {
        await onConfirm(values[field.name] ?? '');
      } catch (error) {
        if (!showFieldErrors(error)) setRefusal(errorMessage(error));
      }
    }),
  );
  const textProps = { label: field.label, multiline: true, minRows: field.minRows, autoFocus: true };
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {paragraphs.map((paragraph, index) => (
            <DialogContentText key={paragraph} sx={index > 0 ? { mt: 1 } : undefined}>
              {paragraph}
            </DialogContentText>
          ))}
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
          {field.isRequired ? (
            <FormCountedTextField control={control} name={field.name} max={field.max} {...textProps} />
          ) : (
            <FormTextField
              control={control}
              name={field.name}
              hint={`At most ${field.max} characters`}
              {...textProps}
            />
          )}
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={confirmLabel}
          onCancel={onCancel}
          isPending={isPending}
          color={confirmColor}
        />
      </form>
    </Dialog>
  );
};

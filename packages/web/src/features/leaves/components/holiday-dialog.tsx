import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Holiday, type HolidayBody, holidayBodySchema } from '@pulse/shared/contracts/leaves';
import { leavePulseTexts } from '@pulse/shared/spec-texts';
import { useForm } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError } from '../../../lib/api-error';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';

type HolidayDialogProps = {
  // null: add a holiday; a holiday: edit it.
  holiday: Holiday | null;
  // The date a new holiday starts from (a day of the year on screen).
  defaultDate: string;
  onSaved: (holiday: Holiday) => void;
  onClose: () => void;
};

// Administrators maintain the list, a date and a reason: spec B §2 shows only reading it, and the
// list has to be filled somewhere.
// Mounted only while open, so each opening starts from the holiday it edits.
export const HolidayDialog = ({ holiday, defaultDate, onSaved, onClose }: HolidayDialogProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const isSaving = create.isPending || update.isPending;
  const { control, handleSubmit, setError } = useForm<HolidayBody>({
    resolver: zodResolver(holidayBodySchema),
    defaultValues: { date: holiday?.date ?? defaultDate, name: holiday?.name ?? '' },
  });

  const save = useGuardedSubmit(
    handleSubmit(async (body) => {
      const callbacks = {
        onSuccess: (saved: Holiday) => {
          toast.success(holiday ? leavePulseTexts.holidayUpdated : leavePulseTexts.holidayAdded);
          onSaved(saved);
        },
        onError: (error: Error) => {
          // A date that already has a holiday belongs under the date field.
          if (error instanceof ApiError && error.status === 409) {
            setError('date', { message: error.detail }, { shouldFocus: true });
            return;
          }
          feedback.onError(error);
        },
      };
      const saving = holiday
        ? update.mutateAsync({ id: holiday.id, body }, callbacks)
        : create.mutateAsync(body, callbacks);
      await saving;
    }),
  );

  const title = holiday ? 'Edit Holiday' : 'Add Holiday';
  return (
    <Dialog
      open
      onClose={isSaving ? undefined : onClose}
      aria-labelledby="holiday-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={save} noValidate>
        <DialogTitle id="holiday-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <FormDateField control={control} name="date" label="Holiday Date" isRequired />
          <FormTextField control={control} name="name" label="Reason" isRequired autoFocus />
        </DialogContent>
        <DialogFooter cancelLabel="Cancel" confirmLabel="Save" onCancel={onClose} isPending={isSaving} />
      </form>
    </Dialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type ActivityCategory,
  type ActivityCategoryBody,
  activityCategoryBodySchema,
} from '@pulse/shared/contracts/productivity';
import { PRODUCTIVITY_LEVELS } from '@pulse/shared/domain/activity-categories';
import { productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { BUCKET_LABEL } from '../../../components/productivity/productivity-colors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useSaveActivityCategory } from '../api/save-activity-category';

type ActivityCategoryDialogProps = {
  // null: add a category; a category: rename it or change its level.
  category: ActivityCategory | null;
  onClose: () => void;
};

// Mounted only while open, so each opening starts from the category it edits.
export const ActivityCategoryDialog = ({ category, onClose }: ActivityCategoryDialogProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const save = useSaveActivityCategory();
  const { control, handleSubmit, setError, getValues } = useForm<ActivityCategoryBody>({
    resolver: zodResolver(activityCategoryBodySchema),
    defaultValues: { name: category?.name ?? '', productivity: category?.productivity ?? 'productive' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      save.mutateAsync(
        { id: category?.id, body },
        {
          onSuccess: () => {
            toast.success(category ? texts.saved : texts.added);
            onClose();
          },
          // A name already taken (409) or refused (400) belongs under the field it names.
          onError: (error) => {
            if (!showFieldErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  const title = category ? texts.editCategory : texts.addCategory;
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="activity-category-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="activity-category-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="name" label={texts.nameLabel} isRequired autoFocus />
          <Controller
            name="productivity"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                select
                fullWidth
                margin="normal"
                label={texts.productivityLabel}
                {...field}
                inputRef={ref}
                error={fieldState.invalid}
                helperText={fieldState.error?.message}
              >
                {PRODUCTIVITY_LEVELS.map((level) => (
                  <MenuItem key={level} value={level}>
                    {BUCKET_LABEL[level]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogFooter
          cancelLabel="Cancel"
          confirmLabel="Save"
          onCancel={onClose}
          isPending={save.isPending}
        />
      </form>
    </Dialog>
  );
};

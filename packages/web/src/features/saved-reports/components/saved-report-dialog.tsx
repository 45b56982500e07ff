import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REPORT_FILE_FORMAT_NAMES, REPORT_FILE_FORMATS } from '@pulse/shared/contracts/activity';
import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import {
  type SavedReport,
  type SavedReportBody,
  savedReportBodySchema,
} from '@pulse/shared/contracts/saved-reports';
import { REPORT_SCHEDULE_NAMES, REPORT_SCHEDULES } from '@pulse/shared/domain/report-schedule';
import { isAdmin } from '@pulse/shared/domain/roles';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { EmployeeMultiSelect } from '../../../components/employee-multi-select/employee-multi-select';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useSaveSavedReport } from '../api/save-saved-report';
import { describeFilters } from './saved-report-summary';

// The filters a new report keeps: whom and which project, with their names to show.
export type ReportFilterChoice = {
  employee: { id: string; name: string } | null;
  project: { id: string; name: string } | null;
};

type SavedReportDialogProps = {
  // A new report of the page's filters, or a saved one whose name, format and mail change.
  target: { filters: ReportFilterChoice } | { savedReport: SavedReport };
  // What a new report starts with (the Timesheets page's "Email me my weekly report").
  defaults?: Partial<Pick<SavedReportBody, 'name' | 'format' | 'schedule'>>;
  onClose: () => void;
  onSaved?: (savedReport: SavedReport) => void;
};

// Saves a report's filters under a name, optionally mailed weekly or monthly. Administrators choose
// who gets the mail; anyone else's report is of their own time and mailed to themselves (the server
// decides so whatever is sent). Mounted only while open, so each opening starts afresh.
export const SavedReportDialog = ({ target, defaults, onClose, onSaved }: SavedReportDialogProps) => {
  const me = useCurrentEmployee();
  const canChooseRecipients = isAdmin(me.roleId);
  const toast = useToast();
  const feedback = useMutationFeedback();
  const save = useSaveSavedReport();
  const titleId = useId();
  const saved = 'savedReport' in target ? target.savedReport : null;
  const self: LeavePerson = { id: me.id, name: me.name, employeeCode: me.employeeCode };
  const chosen: ReportFilterChoice = 'savedReport' in target ? target.savedReport : target.filters;
  // Anyone but an administrator saves their own time, whichever employee the page had chosen.
  const filters = canChooseRecipients ? chosen : { ...chosen, employee: self };
  // The people chosen, for the field to show; the form holds their ids, as the body does.
  const [recipients, setRecipients] = useState<LeavePerson[]>(saved ? saved.recipients : [self]);
  const { control, handleSubmit, setError, getValues, watch } = useForm<SavedReportBody>({
    resolver: zodResolver(savedReportBodySchema),
    defaultValues: {
      name: saved?.name ?? defaults?.name ?? '',
      employeeId: filters.employee?.id ?? null,
      projectId: filters.project?.id ?? null,
      format: saved?.format ?? defaults?.format ?? 'xlsx',
      schedule: saved?.schedule ?? defaults?.schedule ?? 'none',
      recipientIds: (saved ? saved.recipients : [self]).map((person) => person.id),
    },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const isMailed = watch('schedule') !== 'none';

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      save.mutateAsync(
        { id: saved?.id, body },
        {
          onSuccess: (savedReport) => {
            toast.success(saved ? texts.updated : texts.saved);
            onSaved?.(savedReport);
            onClose();
          },
          // A name already taken (409) or a recipient refused (400) belongs under its field.
          onError: (error) => {
            if (!showFieldErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{saved ? texts.editTitle : texts.saveTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {describeFilters(filters)}
          </Typography>
          <FormTextField control={control} name="name" label={texts.nameLabel} isRequired autoFocus />
          <Controller
            name="format"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField select fullWidth margin="normal" label={texts.formatLabel} {...field} inputRef={ref}>
                {REPORT_FILE_FORMATS.map((format) => (
                  <MenuItem key={format} value={format}>
                    {REPORT_FILE_FORMAT_NAMES[format]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="schedule"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                fullWidth
                margin="normal"
                label={texts.scheduleLabel}
                {...field}
                inputRef={ref}
              >
                {REPORT_SCHEDULES.map((schedule) => (
                  <MenuItem key={schedule} value={schedule}>
                    {REPORT_SCHEDULE_NAMES[schedule]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {isMailed &&
            (canChooseRecipients ? (
              <Controller
                name="recipientIds"
                control={control}
                render={({ field, fieldState }) => (
                  <EmployeeMultiSelect
                    label={texts.recipientsLabel}
                    value={recipients}
                    onChange={(people) => {
                      setRecipients(people);
                      field.onChange(people.map((person) => person.id));
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.invalid}
                    helperText={fieldState.error?.message ?? texts.recipientsHint}
                    isRequired
                  />
                )}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {texts.ownRecipientHint}
              </Typography>
            ))}
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={texts.save}
          onCancel={onClose}
          isPending={save.isPending}
        />
      </form>
    </Dialog>
  );
};

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LeavePerson } from '@pulse/shared/contracts/leaves';
import {
  type ProjectBody,
  type ProjectDetail,
  type ProjectOptions,
  projectBodySchema,
  projectIdParamsSchema,
} from '@pulse/shared/contracts/projects';
import {
  formatConsumedHours,
  formatConsumedMoney,
  isOverEstimate,
} from '@pulse/shared/domain/project-consumption';
import { paths } from '@pulse/shared/paths';
import { projectTexts } from '@pulse/shared/spec-texts';
import type { ReactNode } from 'react';
import { type Control, Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmployeeMultiSelect } from '../../../components/employee-multi-select/employee-multi-select';
import { NotFound } from '../../../components/errors/not-found';
import { FormCountedTextField } from '../../../components/form/form-counted-text-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { ReadOnlyField } from '../../../components/form/read-only-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { errorMessage, isNotFound } from '../../../lib/api-error';
import { useProject } from '../api/get-project';
import { useProjectOptions } from '../api/get-project-options';
import { useSaveProject } from '../api/save-project';

// spec B §9 limits, shown as counters under the fields.
const NAME_MAX = 200;
const DESCRIPTION_MAX = 500;

// A team member as the form holds it: the body's fields plus what the row shows (name, code, and in
// edit mode the hours tracked on the project). The schema drops the extra keys from what is sent.
type MemberValues = {
  employeeId: string;
  name: string;
  employeeCode: string;
  consumedHours: number | null;
  isManager: boolean;
  hourlyRate: number | undefined;
};

// Selects hold '' and number fields undefined until chosen, which the schema refuses with the spec's
// "… is required".
type Values = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  status: ProjectBody['status'] | '';
  estimatedBudget: number | undefined;
  estimatedHours: number | undefined;
  timesheetInterval: ProjectBody['timesheetInterval'] | '';
  team: MemberValues[];
};

const emptyValues: Values = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  status: '',
  estimatedBudget: undefined,
  estimatedHours: undefined,
  timesheetInterval: '',
  team: [],
};

const valuesOf = (project: ProjectDetail): Values => ({
  name: project.name,
  description: project.description,
  startDate: project.startDate,
  endDate: project.endDate,
  status: project.status as Values['status'],
  estimatedBudget: project.estimatedBudget,
  estimatedHours: project.estimatedHours,
  timesheetInterval: project.timesheetInterval as Values['timesheetInterval'],
  team: project.team.map((member) => ({
    employeeId: member.employeeId,
    name: member.name,
    employeeCode: member.employeeCode,
    consumedHours: member.consumedHours,
    isManager: member.isManager,
    hourlyRate: member.hourlyRate ?? undefined,
  })),
});

type ProjectFormProps = {
  // Absent: add mode; present: update mode (spec B §4).
  id: string | undefined;
};

// spec B §2 Project form: loads the status and interval lists and, in update mode, the project. An id
// that cannot name a project is not found without asking the server.
export const ProjectForm = ({ id }: ProjectFormProps) => {
  const isWellFormed = id === undefined || projectIdParamsSchema.safeParse({ id }).success;
  const options = useProjectOptions();
  const project = useProject(isWellFormed ? id : undefined);

  if (!isWellFormed || isNotFound(project.error)) {
    return <NotFound as="div" back={{ href: paths.projects.getHref(), label: 'Back to Project List' }} />;
  }
  const error = project.error ?? options.error;
  if (error) {
    return (
      <Alert severity="error" sx={{ maxWidth: 900 }}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!options.data || (id !== undefined && project.isPending)) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }} role="progressbar" aria-label="Loading project">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 2 }} />
        ))}
      </Paper>
    );
  }
  return <ProjectFormFields id={id} options={options.data} project={project.data} />;
};

type FieldsProps = { id: string | undefined; options: ProjectOptions; project: ProjectDetail | undefined };

const ProjectFormFields = ({ id, options, project }: FieldsProps) => {
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const save = useSaveProject();
  const afterSuccess = useAfterSuccess();

  const form = useForm<Values, unknown, ProjectBody>({
    resolver: zodResolver(projectBodySchema) as unknown as Resolver<Values, unknown, ProjectBody>,
    defaultValues: project ? valuesOf(project) : emptyValues,
  });
  const { control, handleSubmit, getValues, formState } = form;
  const team = useFieldArray({ control, name: 'team' });
  const applyServerErrors = useServerFieldErrors(form);
  const symbol = options.currency.symbol;
  const isDone = save.isSuccess;

  // The multi-select shows the team; choosing or removing people keeps the rows already filled in.
  const chosenPeople: LeavePerson[] = team.fields.map((member) => ({
    id: member.employeeId,
    name: member.name,
    employeeCode: member.employeeCode,
  }));
  const chooseTeam = (people: LeavePerson[]) => {
    const current = getValues('team');
    team.replace(
      people.map(
        (person) =>
          current.find((member) => member.employeeId === person.id) ?? {
            employeeId: person.id,
            name: person.name,
            employeeCode: person.employeeCode,
            consumedHours:
              project?.team.find((member) => member.employeeId === person.id)?.consumedHours ?? null,
            isManager: false,
            hourlyRate: undefined,
          },
      ),
    );
  };
  const teamError = formState.errors.team?.message ?? formState.errors.team?.root?.message;

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      save.mutateAsync(
        { id, body },
        {
          onSuccess: () => {
            feedback.onSuccess(id ? projectTexts.updated : projectTexts.added)();
            afterSuccess(() => navigate(paths.projects.getHref()));
          },
          onError: (error) => {
            // A duplicate name or a refused field goes under its field, which says it all.
            if (applyServerErrors(error)) return;
            // spec B §8: 'please try again later' when the server failed and nothing was saved; a refusal
            // says the server's own reason.
            feedback.onErrorWith({ whenServerFailed: projectTexts.saveFailed })(error);
          },
        },
      ),
    ),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-label={id ? projectTexts.updateHeader : projectTexts.addHeader}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 900 }}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={formState.isDirty && !isDone} />
      <FormCountedTextField
        control={control}
        name="name"
        label={projectTexts.nameLabel}
        max={NAME_MAX}
        autoFocus={id === undefined}
      />
      <FormCountedTextField
        control={control}
        name="description"
        label={projectTexts.descriptionLabel}
        max={DESCRIPTION_MAX}
        multiline
        minRows={3}
      />
      <TwoColumns>
        <FormDateField control={control} name="startDate" label={projectTexts.startDateLabel} isRequired />
        <EndDateField control={control} />
      </TwoColumns>
      <TwoColumns>
        <FormSelectField
          control={control}
          name="status"
          label={projectTexts.statusLabel}
          choices={options.statuses}
        />
        <FormSelectField
          control={control}
          name="timesheetInterval"
          label={projectTexts.intervalLabel}
          choices={options.timesheetIntervals}
        />
      </TwoColumns>
      <TwoColumns>
        <FormNumberField
          control={control}
          name="estimatedBudget"
          label={projectTexts.budgetLabel}
          adornment={symbol}
          isWholeNumber
        />
        <FormNumberField control={control} name="estimatedHours" label={projectTexts.hoursLabel} />
      </TwoColumns>
      {project && (
        <TwoColumns>
          <ReadOnlyFigure
            label="Consumed Hours"
            value={formatConsumedHours(project.consumedHours, project.currency)}
            isOver={isOverEstimate(project.consumedHours, project.estimatedHours)}
          />
          <ReadOnlyFigure
            label="Consumed Budget"
            value={formatConsumedMoney(project.consumedBudget, project.currency)}
            isOver={isOverEstimate(project.consumedBudget, project.estimatedBudget)}
          />
        </TwoColumns>
      )}
      <Box sx={{ mt: 2, mb: 1 }}>
        <EmployeeMultiSelect
          label={projectTexts.teamLabel}
          value={chosenPeople}
          onChange={chooseTeam}
          error={teamError !== undefined}
          helperText={teamError}
          isRequired
        />
      </Box>
      {team.fields.length > 0 && (
        <Box component="ul" aria-label="Team" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {team.fields.map((member, index) => (
            <MemberRow
              key={member.id}
              control={control}
              index={index}
              member={member}
              symbol={symbol}
              currency={options.currency.code}
              isEditing={project !== undefined}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={() => navigate(paths.projects.getHref())} disabled={save.isPending}>
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || isDone}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {id ? projectTexts.updateButton : projectTexts.addButton}
        </Button>
      </Box>
    </Paper>
  );
};

const TwoColumns = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
    {children}
  </Box>
);

type ProjectFormControl = Control<Values, unknown, ProjectBody>;

// The browser's calendar offers no day before the start.
const EndDateField = ({ control }: { control: ProjectFormControl }) => {
  const startDate = useWatch({ control, name: 'startDate' });
  return (
    <FormDateField
      control={control}
      name="endDate"
      label={projectTexts.endDateLabel}
      isRequired
      min={startDate || undefined}
    />
  );
};

type ReadOnlyFigureProps = { label: string; value: string; isOver: boolean };

// spec B §2, §9: consumed figures to 4 decimals, red once over the estimate; tracked time sets them,
// so they read as text, not as fields.
const ReadOnlyFigure = ({ label, value, isOver }: ReadOnlyFigureProps) => (
  <ReadOnlyField
    label={label}
    value={value}
    hint={isOver ? 'Over the estimate' : 'From the time tracked on the project'}
    isError={isOver}
  />
);

type MemberRowProps = {
  control: ProjectFormControl;
  index: number;
  member: MemberValues;
  symbol: string;
  currency: string;
  isEditing: boolean;
};

// spec B §2: each member with a manager flag and an hourly rate in the organisation's currency.
const MemberRow = ({ control, index, member, symbol, currency, isEditing }: MemberRowProps) => (
  <Box
    component="li"
    aria-label={member.name}
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) auto minmax(0, 1.2fr)' },
      columnGap: 2,
      alignItems: 'center',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{`${member.name} (${member.employeeCode})`}</Typography>
      {isEditing && member.consumedHours !== null && (
        <Typography variant="body2" color="text.secondary">
          {`Consumed Hours: ${formatConsumedHours(member.consumedHours, currency)}`}
        </Typography>
      )}
    </Box>
    <Controller
      name={`team.${index}.isManager`}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={projectTexts.managerLabel}
          control={
            <Checkbox
              {...field}
              checked={value === true}
              onChange={(_event, isChecked) => onChange(isChecked)}
              slotProps={{ input: { ref, 'aria-label': `Is Manager: ${member.name}` } }}
            />
          }
        />
      )}
    />
    <FormNumberField
      control={control}
      name={`team.${index}.hourlyRate`}
      label={projectTexts.rateLabel}
      accessibleName={`Hourly Rate: ${member.name}`}
      adornment={symbol}
      size="small"
    />
  </Box>
);

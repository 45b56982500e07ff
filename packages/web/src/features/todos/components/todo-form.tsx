import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { ProjectChoice } from '@pulse/shared/contracts/projects';
import { type Todo, todoBodySchema } from '@pulse/shared/contracts/todos';
import { formatConsumedHours } from '@pulse/shared/domain/project-consumption';
import { TODO_STATUS } from '@pulse/shared/domain/project-status';
import { paths } from '@pulse/shared/paths';
import { todoPulseTexts, todoTexts } from '@pulse/shared/spec-texts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NotFound } from '../../../components/errors/not-found';
import { LoadError } from '../../../components/feedback/query-feedback';
import { FormTextField } from '../../../components/form/form-text-field';
import { ReadOnlyField } from '../../../components/form/read-only-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { isNotFound } from '../../../lib/api-error';
import { useOrganizationCurrency } from '../../../lib/current-employee';
import { useCreateTodo } from '../api/create-todo';
import { useProjectChoices } from '../api/get-project-choices';
import { getProjectTeamQueryOptions, useProjectTeam } from '../api/get-project-team';
import { isTodoId, useTodo } from '../api/get-todo';
import { useUpdateTodo } from '../api/update-todo';
import { useUpdateTodoCompletion } from '../api/update-todo-completion';

// A long name wraps inside its chip instead of being cut.
const MEMBER_CHIP_SX = {
  height: 'auto',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

// The project select holds '' until one is chosen, which the schema refuses with 'Project is required'.
type Values = { name: string; projectId: string; memberIds: string[]; isCompleted: boolean };
type SavedValues = z.output<typeof todoBodySchema>;
type Member = Todo['members'][number];

type TodoFormProps = {
  // The to-do in the address (/dashboard/add-todo/{id}); none in add mode.
  id: string | undefined;
  isAdmin: boolean;
  // The project the list was showing, preselected when adding.
  initialProjectId: string | undefined;
  // Called 2 seconds after a save, with the to-do's project: the list to return to.
  onSaved: (projectId: string) => void;
};

// spec B §2 To-do form: add (no id) or update (with id). Administrators change every field; an employee
// the to-do is assigned to only ticks Mark As Completed (spec B §6, Pulse's reading of "To-do edit is
// shown to every role").
export const TodoForm = ({ id, isAdmin, initialProjectId, onSaved }: TodoFormProps) => {
  const isWellFormed = id === undefined || isTodoId(id);
  const todo = useTodo(id);
  // A reader's project select shows the to-do's own project only.
  const choices = useProjectChoices(isAdmin);

  if (!isWellFormed || isNotFound(todo.error)) {
    return <NotFound as="div" back={{ href: paths.todos.getHref(), label: 'Back to Todo List' }} />;
  }
  const failed = [id ? todo : undefined, isAdmin ? choices : undefined].find((query) => query?.isError);
  if (failed) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        <LoadError error={failed.error} onRetry={() => failed.refetch()} />
      </Box>
    );
  }
  if ((id && !todo.data) || (isAdmin && !choices.data)) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }} role="progressbar" aria-label="Loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 2 }} />
        ))}
      </Paper>
    );
  }
  return (
    <TodoFormFields
      todo={todo.data}
      choices={choices.data ?? []}
      isAdmin={isAdmin}
      initialProjectId={initialProjectId}
      onSaved={onSaved}
    />
  );
};

type FieldsProps = {
  todo: Todo | undefined;
  choices: ProjectChoice[];
  isAdmin: boolean;
  initialProjectId: string | undefined;
  onSaved: (projectId: string) => void;
};

const defaultValuesOf = (
  todo: Todo | undefined,
  choices: ProjectChoice[],
  initialProjectId: string | undefined,
): Values =>
  todo
    ? {
        name: todo.name,
        projectId: todo.projectId,
        memberIds: todo.members.map((member) => member.employeeId),
        isCompleted: todo.status === TODO_STATUS.completed,
      }
    : {
        name: '',
        projectId: choices.some((choice) => choice.id === initialProjectId) ? (initialProjectId ?? '') : '',
        memberIds: [],
        isCompleted: false,
      };

const TodoFormFields = ({ todo, choices, isAdmin, initialProjectId, onSaved }: FieldsProps) => {
  const feedback = useMutationFeedback();
  const queryClient = useQueryClient();
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const completion = useUpdateTodoCompletion();
  const afterSuccess = useAfterSuccess();
  const currency = useOrganizationCurrency();

  // An employee sends only the checkbox, so only an administrator's values go through the schema.
  const form = useForm<Values, unknown, SavedValues>({
    resolver: isAdmin
      ? (zodResolver(todoBodySchema) as unknown as Resolver<Values, unknown, SavedValues>)
      : undefined,
    defaultValues: defaultValuesOf(todo, choices, initialProjectId),
  });
  const { control, handleSubmit, getValues, setValue, formState } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const projectId = useWatch({ control, name: 'projectId' });
  const team = useProjectTeam(isAdmin && projectId ? projectId : undefined);

  const canComplete = isAdmin || todo?.canEdit === true;
  const isPending = create.isPending || update.isPending || completion.isPending;
  const isBusy = isPending || formState.isSubmitSuccessful;

  // The to-do's own project stays offered even when the choices lack it (a reader's form).
  const projects =
    todo && !choices.some((choice) => choice.id === todo.projectId)
      ? [...choices, { id: todo.projectId, name: todo.projectName }]
      : choices;
  const teamMembers: Member[] = (team.data ?? []).map(({ employeeId, name, employeeCode }) => ({
    employeeId,
    name,
    employeeCode,
  }));
  // Names of the chosen members: from the team, or from the to-do for someone no longer on it.
  const known = new Map(
    [...(todo?.members ?? []), ...teamMembers].map((member) => [member.employeeId, member]),
  );

  // spec B §2: members come from the chosen project's team, so a new project keeps only those on it.
  const onProjectChosen = async (nextId: string) => {
    if (getValues('memberIds').length === 0) return;
    const revalidate = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    try {
      const nextTeam = await queryClient.fetchQuery(getProjectTeamQueryOptions(nextId));
      if (getValues('projectId') !== nextId) return;
      const onTeam = new Set(nextTeam.map((member) => member.employeeId));
      setValue(
        'memberIds',
        getValues('memberIds').filter((memberId) => onTeam.has(memberId)),
        revalidate,
      );
    } catch {
      // Without the new team nobody can be shown to be on it.
      if (getValues('projectId') === nextId) setValue('memberIds', [], revalidate);
    }
  };

  const onSubmit = useGuardedSubmit(
    handleSubmit(async (values) => {
      const callbacks = {
        onSuccess: () => {
          feedback.onSuccess(todo ? todoTexts.updated : todoTexts.added)();
          afterSuccess(() => onSaved(values.projectId));
        },
        onError: (error: Error) => {
          if (!applyServerErrors(error)) feedback.onError(error);
        },
      };
      if (!isAdmin && todo) {
        await completion.mutateAsync({ id: todo.id, body: { isCompleted: values.isCompleted } }, callbacks);
      } else if (todo) {
        await update.mutateAsync({ id: todo.id, body: values }, callbacks);
      } else {
        await create.mutateAsync(values, callbacks);
      }
    }),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      aria-label={todo ? todoTexts.updateHeader : todoTexts.addHeader}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={formState.isDirty && !formState.isSubmitSuccessful} />
      {!canComplete && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {todoPulseTexts.onlyCompletion}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="name"
        label={todoTexts.nameLabel}
        isRequired
        disabled={!isAdmin}
        autoFocus={isAdmin}
      />
      <Controller
        name="projectId"
        control={control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            margin="normal"
            label={todoTexts.projectLabel}
            disabled={!isAdmin}
            onChange={(event) => {
              onChange(event.target.value);
              void onProjectChosen(event.target.value);
            }}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          >
            {projects.map((project) => (
              <MenuItem key={project.id} value={project.id}>
                {project.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="memberIds"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            disabled={!isAdmin}
            options={teamMembers}
            value={field.value.map(
              (memberId) => known.get(memberId) ?? { employeeId: memberId, name: memberId, employeeCode: '' },
            )}
            onChange={(_event, members) => field.onChange(members.map((member) => member.employeeId))}
            onBlur={field.onBlur}
            filterSelectedOptions
            getOptionLabel={(member) => member.name}
            getOptionKey={(member) => member.employeeId}
            isOptionEqualToValue={(option, current) => option.employeeId === current.employeeId}
            renderOption={({ key, ...props }, member) => (
              <Box component="li" key={key} {...props} sx={{ overflowWrap: 'anywhere' }}>
                {`${member.name} (${member.employeeCode})`}
              </Box>
            )}
            // Someone who cannot change the members gets no × to remove one.
            renderValue={(members, getItemProps) =>
              members.map((member, index) => {
                const { key, onDelete, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    {...itemProps}
                    label={member.name}
                    onDelete={isAdmin ? onDelete : undefined}
                    sx={MEMBER_CHIP_SX}
                  />
                );
              })
            }
            loading={team.isFetching}
            noOptionsText={projectId ? 'No team members left to choose' : 'Choose a project first'}
            renderInput={(params) => (
              <TextField
                {...params}
                margin="normal"
                label={todoTexts.membersLabel}
                inputRef={field.ref}
                error={fieldState.invalid}
                helperText={fieldState.error?.message ?? (isAdmin ? "The project's team members" : undefined)}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'aria-required': true },
                }}
              />
            )}
          />
        )}
      />
      {todo && (
        <ReadOnlyField label="Consumed Hours" value={formatConsumedHours(todo.consumedHours, currency)} />
      )}
      <Controller
        name="isCompleted"
        control={control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            label={todoTexts.markAsCompleted}
            disabled={!canComplete}
            control={
              <Checkbox
                {...field}
                slotProps={{ input: { ref } }}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!canComplete || isBusy}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {todo ? todoTexts.updateButton : todoTexts.addButton}
        </Button>
      </Box>
    </Paper>
  );
};

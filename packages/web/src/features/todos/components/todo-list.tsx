import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { projectIdParamsSchema } from '@pulse/shared/contracts/projects';
import { ALL_PROJECTS } from '@pulse/shared/contracts/todos';
import { TODO_FILTER_OPTIONS } from '@pulse/shared/domain/project-status';
import { paths } from '@pulse/shared/paths';
import { todoPulseTexts, todoTexts } from '@pulse/shared/spec-texts';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { EmptyState, LoadError } from '../../../components/feedback/query-feedback';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { isNotFound } from '../../../lib/api-error';
import { useOrganizationCurrency } from '../../../lib/current-employee';
import { useProjectChoices } from '../api/get-project-choices';
import { useTodos } from '../api/get-todos';
import { TodoTile } from './todo-tile';

// spec B §9: the hint to choose a project shows for 4 seconds.
const SELECT_PROJECT_HINT_MS = 4000;

const SKELETON_TILES = ['one', 'two', 'three', 'four', 'five', 'six'];

const TILE_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;

type TodoListProps = {
  // The project in the address (/dashboard/todos/{projectId}, or ALL_PROJECTS); none until one is
  // chosen.
  projectId: string | undefined;
  // 0, 1, 2, or 3 for All (spec B §4).
  status: number;
  isAdmin: boolean;
  onProjectChange: (projectId: string) => void;
  onStatusChange: (status: number) => void;
};

// spec B §2 Todo list: a project dropdown, a status filter and the project's to-dos as tiles; Add for
// administrators (spec B §6). The dropdown's first choice lists every project's to-dos at once (an
// employee's own projects), each tile naming its project.
export const TodoList = ({ projectId, status, isAdmin, onProjectChange, onStatusChange }: TodoListProps) => {
  const isAllProjects = projectId === ALL_PROJECTS;
  const isWellFormed =
    projectId === undefined || isAllProjects || projectIdParamsSchema.safeParse({ id: projectId }).success;
  const choices = useProjectChoices();
  const currency = useOrganizationCurrency();
  const todos = useTodos(isWellFormed ? projectId : undefined, status);
  // The spec's notice names one project; every project's empty list says so on the page only.
  useNoTodosNotice(projectId, status, isAllProjects ? undefined : todos.data?.items.length);
  useSelectProjectHint(projectId);

  if (!isWellFormed || isNotFound(todos.error)) {
    return <NotFound as="div" back={{ href: paths.todos.getHref(), label: 'Back to Todo List' }} />;
  }

  const choiceList = choices.data ?? [];
  // Adding starts in the project shown; a to-do opened from the list returns to it after its save.
  const listSearch = projectId ? `?projectId=${encodeURIComponent(projectId)}` : '';

  return (
    <Box>
      <ListToolbar
        actions={
          isAdmin && (
            <Button
              component={RouterLink}
              to={`${paths.addTodo.getHref()}${isAllProjects ? '' : listSearch}`}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {todoTexts.addButton}
            </Button>
          )
        }
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flexGrow: 1 }}>
          <TextField
            select
            label={todoTexts.projectLabel}
            size="small"
            // Empty until the project is among the choices (they may still be loading): MUI rejects a
            // value that no option has.
            value={isAllProjects || choiceList.some((choice) => choice.id === projectId) ? projectId : ''}
            onChange={(event) => onProjectChange(event.target.value)}
            sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
          >
            <MenuItem value={ALL_PROJECTS}>
              {isAdmin ? todoPulseTexts.allProjects : todoPulseTexts.allMyProjects}
            </MenuItem>
            {choiceList.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            size="small"
            value={status}
            onChange={(event) => onStatusChange(Number(event.target.value))}
            sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
          >
            {TODO_FILTER_OPTIONS.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </ListToolbar>

      {choices.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadError error={choices.error} onRetry={() => choices.refetch()} />
        </Box>
      )}
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {todos.isFetching && todos.data && <LinearProgress aria-label="Loading to-dos" />}
      </Box>

      {projectId === undefined ? (
        <EmptyState text={todoTexts.selectProject} />
      ) : todos.isError ? (
        <LoadError error={todos.error} onRetry={() => todos.refetch()} />
      ) : todos.isPending ? (
        <Box sx={TILE_GRID} role="progressbar" aria-label="Loading to-dos">
          {SKELETON_TILES.map((tile) => (
            <Skeleton key={tile} variant="rounded" height={180} />
          ))}
        </Box>
      ) : todos.data.items.length === 0 ? (
        <EmptyState text={isAllProjects ? todoPulseTexts.noTodosInProjects : todoTexts.noTodos} />
      ) : (
        <Box component="section" aria-label="To-dos" sx={TILE_GRID}>
          {todos.data.items.map((todo) => (
            <TodoTile
              key={todo.id}
              todo={todo}
              currency={currency}
              showsProject={isAllProjects}
              editHref={`${paths.editTodo.getHref(todo.id)}${isAllProjects ? listSearch : ''}`}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};

// spec B §8 lists 'No ToDos  Found for this project.' among the error toasts: it is said once each time
// a project (with its filter) turns out empty, not again when the same empty list is fetched anew.
const useNoTodosNotice = (projectId: string | undefined, status: number, count: number | undefined) => {
  const toast = useToast();
  const noticeFor = useRef<string | null>(null);
  useEffect(() => {
    if (count === undefined) return;
    const key = `${projectId}|${status}`;
    if (count > 0) {
      noticeFor.current = null;
      return;
    }
    if (noticeFor.current === key) return;
    noticeFor.current = key;
    toast.error(todoTexts.noTodos);
  }, [projectId, status, count, toast]);
};

// spec B §8, §9: an info toast, 4 seconds, whenever the list opens without a project. Choosing one
// (or leaving the list) takes it back: it has nothing more to say.
const useSelectProjectHint = (projectId: string | undefined) => {
  const toast = useToast();
  useEffect(() => {
    if (projectId !== undefined) return;
    const hint = toast.info(todoTexts.selectProject, { durationMs: SELECT_PROJECT_HINT_MS });
    return () => toast.dismiss(hint);
  }, [projectId, toast]);
};

import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Todo } from '@pulse/shared/contracts/todos';
import { formatConsumedHours } from '@pulse/shared/domain/project-consumption';
import { TODO_STATUS } from '@pulse/shared/domain/project-status';
import { Link as RouterLink } from 'react-router';
import { TodoStatusChip } from './todo-status-chip';

// The initials of a name, for the member's avatar (the list carries no photos).
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

type TodoTileProps = {
  todo: Todo;
  currency: string;
  // In the list of every project: which one the to-do belongs to.
  showsProject: boolean;
  editHref: string;
};

// spec B §2 Todo list: a tile with the task, its status, who it is assigned to and the hours consumed
// (spec B §9: to 4 decimals); Edit only where the caller may open the form.
// The currency decides how the hours are grouped (number-format.ts).
export const TodoTile = ({ todo, currency, showsProject, editHref }: TodoTileProps) => (
  <Paper
    component="article"
    variant="outlined"
    aria-label={todo.name}
    sx={{
      p: 2,
      display: 'flex',
      flexDirection: 'column',
      gap: 1.5,
      height: '100%',
      // A completed task reads apart at a glance; its chip still says so in words.
      borderLeft: 4,
      borderLeftColor: todo.status === TODO_STATUS.completed ? 'success.main' : 'divider',
    }}
  >
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.3 }}
      >
        {todo.name}
      </Typography>
      <TodoStatusChip status={todo.status} name={todo.statusName} />
    </Box>
    {showsProject && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, overflowWrap: 'anywhere' }}>
        {todo.projectName}
      </Typography>
    )}
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        Members
      </Typography>
      <Box
        component="ul"
        aria-label={`Members of ${todo.name}`}
        sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {todo.members.map((member) => (
          <Box component="li" key={member.employeeId} sx={{ listStyle: 'none', maxWidth: '100%' }}>
            <Chip
              size="small"
              variant="outlined"
              avatar={<Avatar aria-hidden>{initialsOf(member.name)}</Avatar>}
              label={member.name}
              title={`${member.name} (${member.employeeCode})`}
              sx={{
                maxWidth: '100%',
                height: 'auto',
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
              }}
            />
          </Box>
        ))}
      </Box>
    </Box>
    <Typography variant="body2">
      Consumed Hours: <strong>{formatConsumedHours(todo.consumedHours, currency)}</strong>
    </Typography>
    {todo.canEdit && (
      <Box sx={{ mt: 'auto' }}>
        <Button
          component={RouterLink}
          to={editHref}
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={`Edit ${todo.name}`}
          fullWidth
        >
          Edit
        </Button>
      </Box>
    )}
  </Paper>
);

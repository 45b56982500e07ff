import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type ListView = 'tiles' | 'list';

type ViewToggleProps = {
  value: ListView;
  onChange: (view: ListView) => void;
  // The group's accessible name.
  label: string;
};

// spec A §2: lists offer Tiles View and List View.
export const ViewToggle = ({ value, onChange, label }: ViewToggleProps) => (
  <ToggleButtonGroup
    value={value}
    exclusive
    size="small"
    aria-label={label}
    // MUI's idle toggle text is too faint on the page background (WCAG AA contrast). Each label stays
    // on one line: on a phone the toggle moves to a row of its own rather than wrap its words.
    sx={{
      flexShrink: 0,
      '& .MuiToggleButton-root': { color: 'text.secondary', whiteSpace: 'nowrap' },
      '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main' },
    }}
    onChange={(_event, next: ListView | null) => next && onChange(next)}
  >
    <ToggleButton value="tiles">
      <GridViewIcon fontSize="small" sx={{ mr: 1 }} />
      Tiles View
    </ToggleButton>
    <ToggleButton value="list">
      <ViewListIcon fontSize="small" sx={{ mr: 1 }} />
      List View
    </ToggleButton>
  </ToggleButtonGroup>
);

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MONTH_NAMES } from '@pulse/shared/domain/salary-slip';
import { EmployeeAvatar } from '../../../components/employee-avatar/employee-avatar';

export type UpcomingEntry = {
  employeeId: string;
  employeeCode: string;
  name: string;
  photoVersion: string | null;
  date: string;
};

// spec A §2: the date as DD-MM-YYYY, from a calendar day YYYY-MM-DD.
const toDayMonthYear = (date: string) => date.split('-').reverse().join('-');
const monthOf = (date: string) => MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';

// spec A §2 Upcoming Appraisals and Upcoming Birthdays: avatar, name, month and date, in a list at
// most 300 px high that scrolls. The list takes the keyboard focus so it can be scrolled without a
// mouse.
export const UpcomingList = ({ label, entries }: { label: string; entries: UpcomingEntry[] }) => (
  <Box
    component="ul"
    aria-label={label}
    tabIndex={0}
    sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 300, overflowY: 'auto' }}
  >
    {entries.map((entry) => (
      <Box
        component="li"
        key={entry.employeeId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          py: 1,
          '& + &': { borderTop: 1, borderColor: 'divider' },
        }}
      >
        <EmployeeAvatar
          employeeId={entry.employeeId}
          photoVersion={entry.photoVersion}
          name={entry.name}
          size={40}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {entry.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {entry.employeeCode}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="body2">{monthOf(entry.date)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {toDayMonthYear(entry.date)}
          </Typography>
        </Box>
      </Box>
    ))}
  </Box>
);

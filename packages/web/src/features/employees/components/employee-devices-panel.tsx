import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/api-error';
import { useEmployeeDevices } from '../api/get-employee-devices';
import { useRevokeEmployeeDevice } from '../api/revoke-employee-device';

// Issue 4's own texts (the spec has no devices screen).
const devicesTexts = {
  empty:
    'No tracker installed yet. Install the Pulse tracker and sign in with the official e-mail and tracker password.',
  confirmRevoke: 'Revoke this device? The tracker on it will stop uploading until someone signs in again.',
  revoked: 'Device revoked.',
} as const;

// DD-MMM-YYYY HH:mm in the organisation's zone: the day the time sheet would put that moment on.
const formatInstant = (instant: string, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
};

// The employee's tracker installations (issue 4): revocable by administrators and by the employee on
// My Profile; a revoked device stays listed so the history of installations is visible.
export const EmployeeDevicesPanel = ({ employeeId, timeZone }: { employeeId: string; timeZone: string }) => {
  const toast = useToast();
  const devices = useEmployeeDevices(employeeId);
  const revokeDevice = useRevokeEmployeeDevice();
  const [toRevoke, setToRevoke] = useState<TrackerDevice | null>(null);
  // Six columns do not fit a phone: there each device is a small stacked card.
  const isPhone = useMediaQuery('(max-width:600px)', { noSsr: true });

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revokeDevice.mutate(
      { employeeId, deviceId: toRevoke.id },
      {
        onSuccess: () => toast.success(devicesTexts.revoked),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setToRevoke(null),
      },
    );
  };

  const statusChip = (device: TrackerDevice) =>
    device.revokedAt ? (
      <Chip size="small" label="Revoked" />
    ) : (
      <Chip size="small" color="success" label="Active" />
    );

  const revokeButton = (device: TrackerDevice) =>
    !device.revokedAt && (
      <Button
        type="button"
        color="error"
        size="small"
        onClick={() => setToRevoke(device)}
        aria-label={`Revoke ${device.name}`}
      >
        Revoke
      </Button>
    );

  const renderBody = () => {
    if (devices.isPending) return <Skeleton variant="rounded" height={96} aria-label="Loading devices" />;
    if (devices.isError) return <Alert severity="error">{errorMessage(devices.error)}</Alert>;
    if (devices.data.length === 0)
      return (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {devicesTexts.empty}
        </Typography>
      );
    if (isPhone)
      return (
        <Box component="ul" aria-label="Devices" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {devices.data.map((device) => (
            <Box
              component="li"
              key={device.id}
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{device.name}</Typography>
                {statusChip(device)}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {device.platform} · signed in {formatInstant(device.createdAt, timeZone)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  Last seen {formatInstant(device.lastSeenAt, timeZone)}
                </Typography>
                {revokeButton(device)}
              </Box>
            </Box>
          ))}
        </Box>
      );
    return (
      <TableContainer>
        <Table size="small" aria-label="Devices">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Platform</TableCell>
              <TableCell>Signed In</TableCell>
              <TableCell>Last Seen</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {devices.data.map((device) => (
              <TableRow key={device.id}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{device.name}</TableCell>
                <TableCell>{device.platform}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(device.createdAt, timeZone)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(device.lastSeenAt, timeZone)}
                </TableCell>
                <TableCell>{statusChip(device)}</TableCell>
                <TableCell align="right">{revokeButton(device)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} aria-label="Devices">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          Devices
        </Typography>
        {devices.isFetching && !devices.isPending && <CircularProgress size={18} aria-label="Refreshing" />}
      </Box>
      {renderBody()}
      <ConfirmDialog
        open={toRevoke !== null}
        title="Confirm!"
        question={devicesTexts.confirmRevoke}
        cancelLabel="Cancel"
        confirmLabel="Revoke"
        isDestructive
        isPending={revokeDevice.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={confirmRevoke}
      />
    </Paper>
  );
};

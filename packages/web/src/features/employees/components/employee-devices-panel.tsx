import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useEmployeeDevices } from '../api/get-employee-devices';
import { useRevokeEmployeeDevice } from '../api/revoke-employee-device';

// Pulse's own texts: the spec has no devices screen.
const devicesTexts = {
  empty:
    'No tracker installed yet. Install the Pulse tracker and sign in with the official e-mail and tracker password.',
  confirmRevoke: 'Revoke this device? The tracker on it will stop uploading until someone signs in again.',
  revoked: 'Device revoked.',
} as const;

// The employee's tracker installations: revocable by administrators and by the employee on My
// Profile, so a lost or replaced computer stops uploading; a revoked device stays listed so the
// history of installations is visible.
export const EmployeeDevicesPanel = ({ employeeId, timeZone }: { employeeId: string; timeZone: string }) => {
  const feedback = useMutationFeedback();
  const devices = useEmployeeDevices(employeeId);
  const revokeDevice = useRevokeEmployeeDevice();
  const [toRevoke, setToRevoke] = useState<TrackerDevice | null>(null);

  const confirmRevoke = () => {
    if (!toRevoke) return;
    revokeDevice.mutate(
      { employeeId, deviceId: toRevoke.id },
      {
        onSuccess: feedback.onSuccess(devicesTexts.revoked),
        onError: feedback.onError,
        onSettled: () => setToRevoke(null),
      },
    );
  };

  const columns: DataTableColumn<TrackerDevice>[] = [
    { key: 'name', header: 'Name', render: (device) => device.name, sx: { wordBreak: 'break-word' } },
    { key: 'platform', header: 'Platform', render: (device) => device.platform },
    {
      key: 'signedIn',
      header: 'Signed In',
      render: (device) => formatDateTimeIn(device.createdAt, timeZone),
      noWrap: true,
    },
    {
      key: 'lastSeen',
      header: 'Last Seen',
      render: (device) => formatDateTimeIn(device.lastSeenAt, timeZone),
      noWrap: true,
    },
    {
      key: 'status',
      header: 'Status',
      render: (device) =>
        device.revokedAt ? (
          <Chip size="small" label="Revoked" />
        ) : (
          <Chip size="small" color="success" label="Active" />
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      isRowActions: true,
      render: (device) =>
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
        ),
    },
  ];

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} aria-label="Devices">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          Devices
        </Typography>
        {devices.isFetching && !devices.isPending && <CircularProgress size={18} aria-label="Refreshing" />}
      </Box>
      <DataTable
        label="Devices"
        columns={columns}
        rows={devices.data}
        rowKey={(device) => device.id}
        query={devices}
        emptyText={devicesTexts.empty}
      />
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

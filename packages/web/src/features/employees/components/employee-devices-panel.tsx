import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import { MINIMUM_AGENT_VERSION } from '@pulse/shared/contracts/tracker-status';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { workingNowTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { LiveStateChip } from '../../../components/live-state/live-state-chip';
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
  // Said above the list too: a chip's title is not read on a phone.
  const outdated = (devices.data ?? []).filter(
    (device) => !device.revokedAt && device.status?.isUpdateRequired,
  );

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
      // Who is working now: what the device's agent last said, offline once silent.
      key: 'state',
      header: 'State',
      render: (device) =>
        device.revokedAt ? (
          '—'
        ) : device.status ? (
          <LiveStateChip state={device.status.state} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {workingNowTexts.neverReported}
          </Typography>
        ),
    },
    {
      key: 'version',
      header: 'Version',
      render: (device) =>
        device.status ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <span>{device.status.agentVersion}</span>
            {device.status.isUpdateRequired && !device.revokedAt ? (
              <Chip
                size="small"
                color="warning"
                label={workingNowTexts.updateRequired}
                title={workingNowTexts.updateRequiredDetail(MINIMUM_AGENT_VERSION)}
              />
            ) : null}
          </Box>
        ) : (
          '—'
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
      {outdated.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {workingNowTexts.updateRequiredOn(
            [...new Set(outdated.map((device) => device.name))].join(', '),
            MINIMUM_AGENT_VERSION,
          )}
        </Alert>
      ) : null}
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

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ScreenshotMode } from '@pulse/shared/contracts/tracker';
import { SCREENSHOT_MODES } from '@pulse/shared/contracts/tracker';
import {
  type EmployeeScreenshotMode,
  SCREENSHOT_MODE_LABELS,
} from '@pulse/shared/contracts/tracking-settings';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useScreenshotModes } from '../api/get-screenshot-modes';
import { useUpdateScreenshotMode } from '../api/update-screenshot-mode';

// The select's value for "no mode of their own": '' (a select cannot hold null).
const DEFAULT_VALUE = '';

const ModeSelect = ({
  row,
  organizationDefault,
}: {
  row: EmployeeScreenshotMode;
  organizationDefault: ScreenshotMode;
}) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const update = useUpdateScreenshotMode();
  return (
    <TextField
      select
      size="small"
      label={`Screenshots of ${row.name}`}
      value={row.screenshotMode ?? DEFAULT_VALUE}
      disabled={update.isPending}
      // '' is the "Organisation default" choice, shown like any other.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
      onChange={(event) => {
        const value = event.target.value;
        update.mutate(
          {
            employeeId: row.employeeId,
            screenshotMode: value === DEFAULT_VALUE ? null : (value as ScreenshotMode),
          },
          { onSuccess: () => toast.success(texts.modeSaved), onError: feedback.onError },
        );
      }}
    >
      <MenuItem value={DEFAULT_VALUE}>
        {`${texts.organisationDefault} (${SCREENSHOT_MODE_LABELS[organizationDefault]})`}
      </MenuItem>
      {SCREENSHOT_MODES.map((mode) => (
        <MenuItem key={mode} value={mode}>
          {SCREENSHOT_MODE_LABELS[mode]}
        </MenuItem>
      ))}
    </TextField>
  );
};

// spec A §1: screenshots adjustable per employee. Each row changes one employee's mode at once (the
// employee form offers the same choice among all their details).
export const ScreenshotModesTable = ({ organizationDefault }: { organizationDefault: ScreenshotMode }) => {
  const modes = useScreenshotModes();
  const columns: DataTableColumn<EmployeeScreenshotMode>[] = [
    { key: 'name', header: 'Name', render: (row) => row.name },
    {
      key: 'code',
      header: 'Employee Code',
      render: (row) => row.employeeCode,
      noWrap: true,
      hideOnPhone: true,
    },
    {
      key: 'mode',
      header: 'Screenshots',
      render: (row) => <ModeSelect row={row} organizationDefault={organizationDefault} />,
    },
    { key: 'effective', header: 'In Effect', render: (row) => SCREENSHOT_MODE_LABELS[row.effectiveMode] },
  ];
  return (
    <DataTable
      label={texts.employeesHeading}
      columns={columns}
      rows={modes.data}
      rowKey={(row) => row.employeeId}
      query={modes}
      emptyText="No active employees."
    />
  );
};

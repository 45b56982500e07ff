import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type {
  BulkTimesheetDecisionBody,
  BulkTimesheetDecisionResult,
  TimesheetApprovalItem,
} from '@pulse/shared/contracts/timesheets';
import {
  decidedCount,
  formatWeekRange,
  refusedCount,
  timesheetPageTexts as texts,
} from '@pulse/shared/domain/timesheet-page-texts';
import {
  TIMESHEET_STATUS_NAMES,
  TIMESHEET_STATUSES,
  timesheetTexts,
  timesheetWeekOf,
} from '@pulse/shared/domain/timesheet-status';
import { useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDecideTimesheets } from '../api/decide-timesheets';
import { type TimesheetApprovalsFilter, useTimesheetApprovals } from '../api/get-timesheet-approvals';
import { REASON_FIELD, TextDialog } from './text-dialog';
import { approvalKey, TimesheetApprovalsTable } from './timesheet-approvals-table';

export type ApprovalsStatus = TimesheetApprovalsFilter['status'];
export const APPROVALS_STATUSES = ['waiting', ...TIMESHEET_STATUSES] as const;
const STATUS_NAMES: Record<ApprovalsStatus, string> = { waiting: texts.waiting, ...TIMESHEET_STATUS_NAMES };

type TimesheetApprovalsScreenProps = {
  filter: TimesheetApprovalsFilter;
  onFilterChange: (filter: TimesheetApprovalsFilter) => void;
  onOpenWeek: (item: TimesheetApprovalItem) => void;
};

type Refusal = { key: string; text: string };

// The refusals of a bulk decision, each named by its employee and week.
const refusalsOf = (
  result: BulkTimesheetDecisionResult,
  items: readonly TimesheetApprovalItem[],
): Refusal[] => {
  const byKey = new Map(items.map((item) => [approvalKey(item), item]));
  return result.results
    .filter((entry) => !entry.isDone)
    .map((entry) => {
      const key = `${entry.employeeId}|${entry.weekStart}`;
      const item = byKey.get(key);
      const week = item
        ? `${item.employee.name}, ${formatWeekRange(item.weekStart, item.weekEnd)}`
        : entry.weekStart;
      return { key, text: `${week}: ${entry.message ?? 'Not decided.'}` };
    });
};

// Weeks to decide (Submitted, and approved weeks a late change re-opened) or of any status, approved or
// rejected together; each week is decided alone and the answer says which went through.
export const TimesheetApprovalsScreen = ({
  filter,
  onFilterChange,
  onOpenWeek,
}: TimesheetApprovalsScreenProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const approvals = useTimesheetApprovals(filter);
  const decide = useDecideTimesheets();
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const items = approvals.data?.items ?? [];
  // Only weeks still listed count: a filter change or a refresh drops the others.
  const selected = items.filter((item) => selectedKeys.has(approvalKey(item)));
  const isAllSelected = items.length > 0 && selected.length === items.length;

  const changeFilter = (next: TimesheetApprovalsFilter) => {
    setSelectedKeys(new Set());
    onFilterChange(next);
  };
  const toggle = (item: TimesheetApprovalItem) =>
    setSelectedKeys((previous) => {
      const next = new Set(previous);
      if (!next.delete(approvalKey(item))) next.add(approvalKey(item));
      return next;
    });

  const send = async (body: BulkTimesheetDecisionBody) => {
    const result = await decide.mutateAsync(body);
    const doneCount = result.results.filter((entry) => entry.isDone).length;
    if (doneCount > 0) toast.success(decidedCount(body.action, doneCount));
    setRefusals(refusalsOf(result, items));
    setSelectedKeys(new Set());
    setDialog(null);
  };
  const weeks = selected.map((item) => ({ employeeId: item.employee.id, weekStart: item.weekStart }));
  const confirmApprove = useGuardedSubmit(() =>
    send({ action: 'approve', weeks }).catch((error: unknown) => {
      feedback.onError(error);
      setDialog(null);
    }),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.status}
          onChange={(_event, next: ApprovalsStatus | null) =>
            next && changeFilter({ ...filter, status: next })
          }
          aria-label={texts.statusFilter}
          color="primary"
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          {APPROVALS_STATUSES.map((status) => (
            <ToggleButton key={status} value={status}>
              {STATUS_NAMES[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField
          label={texts.weekFilter}
          value={filter.weekStart ?? ''}
          onChange={(date) =>
            changeFilter({ ...filter, weekStart: date ? timesheetWeekOf(date).weekStart : undefined })
          }
          hint={
            filter.weekStart
              ? formatWeekRange(filter.weekStart, timesheetWeekOf(filter.weekStart).weekEnd)
              : texts.clearWeek
          }
        />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={isAllSelected}
              indeterminate={selected.length > 0 && !isAllSelected}
              disabled={items.length === 0}
              onChange={() => setSelectedKeys(new Set(isAllSelected ? [] : items.map(approvalKey)))}
            />
          }
          label={selected.length > 0 ? `${selected.length} selected` : texts.selectAll}
        />
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={selected.length === 0}
          onClick={() => setDialog('approve')}
        >
          {texts.approveSelected}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={selected.length === 0}
          onClick={() => setDialog('reject')}
        >
          {texts.rejectSelected}
        </Button>
      </Box>

      {refusals.length > 0 && (
        <Alert severity="warning" onClose={() => setRefusals([])}>
          <AlertTitle>{refusedCount(refusals.length)}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refusals.map((refusal) => (
              <li key={refusal.key}>{refusal.text}</li>
            ))}
          </Box>
        </Alert>
      )}

      <TimesheetApprovalsTable
        label={`${timesheetTexts.approvalsTitle}: ${STATUS_NAMES[filter.status]}`}
        query={approvals}
        selected={selectedKeys}
        onToggle={toggle}
        onOpen={onOpenWeek}
      />

      <ConfirmDialog
        open={dialog === 'approve'}
        title={texts.approveTitle}
        question={`Approve ${selected.length} ${selected.length === 1 ? 'week' : 'weeks'}?`}
        cancelLabel={texts.cancel}
        confirmLabel={timesheetTexts.approveButton}
        isPending={decide.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={confirmApprove}
      />
      {dialog === 'reject' && (
        <TextDialog
          title={texts.rejectTitle}
          paragraphs={[
            `Reject ${selected.length} ${selected.length === 1 ? 'week' : 'weeks'}? The employees read the reason and can submit again.`,
          ]}
          field={REASON_FIELD}
          confirmLabel={timesheetTexts.rejectButton}
          confirmColor="error"
          isPending={decide.isPending}
          onConfirm={(reason) => send({ action: 'reject', weeks, reason })}
          onCancel={() => setDialog(null)}
        />
      )}
    </Box>
  );
};

import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ManualTimeRequest, ManualTimeScope } from '@pulse/shared/contracts/manual-time';
import {
  MANUAL_TIME_STATUS_NAMES,
  MANUAL_TIME_STATUSES,
  type ManualTimeAction,
  type ManualTimeStatus,
} from '@pulse/shared/domain/manual-time-rules';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useDecideManualTime } from '../api/decide-manual-time';
import { useDeleteManualTime } from '../api/delete-manual-time';
import { useManualTimeOptions } from '../api/get-manual-time-options';
import { useManualTimeRequests } from '../api/get-manual-time-requests';
import { AddManualTimeDialog } from './add-manual-time-dialog';
import { DecisionDialog } from './decision-dialog';
import { ManualTimeTable } from './manual-time-table';

// scope null: no list chosen yet (the page opens on what needs the person).
export type ManualTimeView = { scope: ManualTimeScope | null; status: ManualTimeStatus; page: number };

type ManualTimeScreenProps = {
  view: ManualTimeView;
  onViewChange: (view: ManualTimeView) => void;
  // The Add dialog is open (the time sheet's and viewer's "Add manual time" link opens it), starting
  // from this day.
  isAdding: boolean;
  addDate?: string;
  onAddingChange: (isAdding: boolean) => void;
  // The organisation's calendar day and zone.
  today: string;
  timeZone: string;
};

const SCOPE_LABELS: Record<ManualTimeScope, string> = { mine: texts.tabMine, 'to-decide': texts.tabToDecide };

// spec A §1 offline time: the employee's requests by status, the requests the caller decides (a
// project's managers, the administrators), and the Add dialog.
export const ManualTimeScreen = ({
  view,
  onViewChange,
  isAdding,
  addDate,
  onAddingChange,
  today,
  timeZone,
}: ManualTimeScreenProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const options = useManualTimeOptions();
  // Opens on what needs the person: the requests waiting for their decision when there are any, else
  // their own (also when they came to add time: the new request shows there). The list opened on is
  // then written to the address, so deciding the last waiting request does not move the page.
  const openingScope: ManualTimeScope | null = options.data
    ? options.data.pendingToDecide > 0 && !isAdding
      ? 'to-decide'
      : 'mine'
    : null;
  useEffect(() => {
    if (view.scope === null && openingScope !== null) onViewChange({ ...view, scope: openingScope });
  }, [view, openingScope, onViewChange]);
  const chosen = view.scope ?? openingScope;
  const scope: ManualTimeScope = chosen === 'to-decide' && options.data?.canDecide ? 'to-decide' : 'mine';
  // Without options (a failed load) the caller's own list still shows.
  const requests = useManualTimeRequests({ ...view, scope }, chosen !== null || options.isError);
  const decide = useDecideManualTime();
  const remove = useDeleteManualTime();
  const [deciding, setDeciding] = useState<{ request: ManualTimeRequest; action: 'approve' | 'deny' } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<ManualTimeRequest | null>(null);

  const onAction = (request: ManualTimeRequest, action: ManualTimeAction) => {
    if (action === 'delete') setDeleting(request);
    else setDeciding({ request, action });
  };

  const confirmDecision = (note: string) => {
    if (!deciding) return;
    const { request, action } = deciding;
    decide.mutate(
      { requestId: request.id, action, note },
      {
        onSuccess: () => {
          toast.success(action === 'approve' ? texts.approved : texts.denied);
          setDeciding(null);
        },
        onError: (error) => {
          feedback.onError(error);
          setDeciding(null);
        },
      },
    );
  };

  const confirmDelete = useGuardedSubmit(async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id, {
      onSuccess: () => toast.success(texts.deleted),
      onError: feedback.onError,
      onSettled: () => setDeleting(null),
    });
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {options.data?.canDecide ? (
          <Tabs
            value={scope}
            onChange={(_event, next: ManualTimeScope) => onViewChange({ ...view, scope: next, page: 1 })}
            aria-label={texts.pageTitle}
          >
            {(['mine', 'to-decide'] as const).map((entry) => (
              <Tab key={entry} value={entry} label={SCOPE_LABELS[entry]} />
            ))}
          </Tabs>
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.status}
          onChange={(_event, next: ManualTimeStatus | null) =>
            next && onViewChange({ ...view, status: next, page: 1 })
          }
          aria-label="Status"
          color="primary"
          // MUI's unselected grey is too faint on the page's background (WCAG AA contrast).
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          {MANUAL_TIME_STATUSES.map((status) => (
            <ToggleButton key={status} value={status}>
              {MANUAL_TIME_STATUS_NAMES[status]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => onAddingChange(true)}
          disabled={!options.data}
          sx={{ ml: { sm: 'auto' } }}
        >
          {texts.addButton}
        </Button>
      </Box>
      {options.isError && <Alert severity="error">{errorMessage(options.error)}</Alert>}

      <ManualTimeTable
        label={`${SCOPE_LABELS[scope]}: ${MANUAL_TIME_STATUS_NAMES[view.status]}`}
        query={requests}
        showsEmployee={scope === 'to-decide'}
        page={view.page}
        onPageChange={(page) => onViewChange({ ...view, scope, page })}
        onAction={onAction}
      />

      {isAdding && options.data && (
        <AddManualTimeDialog
          options={options.data}
          today={today}
          timeZone={timeZone}
          defaultDate={addDate}
          onClose={() => onAddingChange(false)}
        />
      )}
      {deciding && (
        <DecisionDialog
          request={deciding.request}
          action={deciding.action}
          isPending={decide.isPending}
          onConfirm={confirmDecision}
          onClose={() => setDeciding(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        question={texts.deleteQuestion}
        cancelLabel={texts.cancel}
        confirmLabel={texts.delete}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
};

import type { Leave } from '@pulse/shared/contracts/leaves';
import type { LeaveAction } from '@pulse/shared/domain/leave-status';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { createContext, type ReactNode, use, useState } from 'react';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError } from '../../../lib/api-error';
import { useTakeLeaveAction } from '../api/take-leave-action';
import { ConfirmLeaveActionDialog } from './confirm-leave-action-dialog';
import { LeaveDetailDialog } from './leave-detail-dialog';

const SUCCESS: Record<LeaveAction, string> = {
  approve: leaveTexts.approved,
  reject: leaveTexts.rejected,
  cancel: leaveTexts.cancelled,
  'mark-present': leaveTexts.markedPresent,
};

const FAILURE: Record<LeaveAction, string> = {
  approve: leaveTexts.approveFailed,
  reject: leaveTexts.rejectFailed,
  cancel: leaveTexts.cancelFailed,
  'mark-present': leaveTexts.markPresentFailed,
};

type LeaveRowHandlers = {
  onAction: (leave: Leave, action: LeaveAction) => void;
  onViewDetail: (leave: Leave) => void;
};

const LeaveRowHandlersContext = createContext<LeaveRowHandlers | null>(null);

export const useLeaveRowHandlers = (): LeaveRowHandlers => {
  const handlers = use(LeaveRowHandlersContext);
  if (!handlers) throw new Error('useLeaveRowHandlers is used outside LeaveActionsProvider');
  return handlers;
};

// One confirm dialog and one LEAVE DETAIL dialog for every table of the leaves screen.
export const LeaveActionsProvider = ({ children }: { children: ReactNode }) => {
  const toast = useToast();
  const takeAction = useTakeLeaveAction();
  const [pending, setPending] = useState<{ leave: Leave; action: LeaveAction } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [handlers] = useState<LeaveRowHandlers>(() => ({
    onAction: (leave, action) => setPending({ leave, action }),
    onViewDetail: (leave) => setDetailId(leave.id),
  }));

  // A double click on Yes sends one request: the second click lands before the button is disabled.
  const confirm = useGuardedSubmit(async () => {
    if (!pending) return;
    const { leave, action } = pending;
    await takeAction.mutateAsync(
      { leaveId: leave.id, action },
      {
        onSuccess: () => {
          toast.success(SUCCESS[action]);
          setPending(null);
        },
        onError: (error) => {
          // The spec's failure text, then the server's reason (someone else decided it first, …).
          const reason = error instanceof ApiError && error.status < 500 ? ` ${error.detail}` : '';
          toast.error(`${FAILURE[action]}.${reason}`);
          setPending(null);
        },
      },
    );
  });

  return (
    <LeaveRowHandlersContext value={handlers}>
      {children}
      <ConfirmLeaveActionDialog
        action={pending?.action ?? null}
        isPending={takeAction.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <LeaveDetailDialog leaveId={detailId} onClose={() => setDetailId(null)} />
    </LeaveRowHandlersContext>
  );
};

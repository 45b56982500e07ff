import {
  type BulkTimesheetDecisionBody,
  type BulkTimesheetDecisionResult,
  bulkTimesheetDecisionResultSchema,
} from '@pulse/shared/contracts/timesheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { timesheetsQueryKey } from './timesheet-keys';

// POST /timesheet-approvals/decide: each week is decided alone; the answer says what became of each.
export const decideTimesheets = async (
  body: BulkTimesheetDecisionBody,
): Promise<BulkTimesheetDecisionResult> =>
  bulkTimesheetDecisionResultSchema.parse(await apiClient.post('/timesheet-approvals/decide', body));

export const useDecideTimesheets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTimesheets,
    // The list and any week page already read are stale, whichever weeks went through.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetsQueryKey }),
  });
};

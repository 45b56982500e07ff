import { type ManualTimeRequest, manualTimeRequestSchema } from '@pulse/shared/contracts/manual-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterManualTimeChange } from './manual-time-keys';

export type ManualTimeDecision = { requestId: string; action: 'approve' | 'deny'; note: string };

// POST /manual-time/:id/approve | deny, each with its note (a denial's is required).
export const decideManualTime = async ({
  requestId,
  action,
  note,
}: ManualTimeDecision): Promise<ManualTimeRequest> =>
  manualTimeRequestSchema.parse(
    await apiClient.post(`/manual-time/${encodeURIComponent(requestId)}/${action}`, { note }),
  );

export const useDecideManualTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideManualTime,
    onSuccess: (request) => refreshAfterManualTimeChange(queryClient, request.status === 'approved'),
  });
};

import {
  type CreateManualTimeBody,
  type ManualTimeRequest,
  manualTimeRequestSchema,
} from '@pulse/shared/contracts/manual-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterManualTimeChange } from './manual-time-keys';

export const createManualTime = async (body: CreateManualTimeBody): Promise<ManualTimeRequest> =>
  manualTimeRequestSchema.parse(await apiClient.post('/manual-time', body));

export const useCreateManualTime = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualTime,
    // One approved under the organisation's threshold is Manual Time at once.
    onSuccess: (request) => refreshAfterManualTimeChange(queryClient, request.status === 'approved'),
  });
};

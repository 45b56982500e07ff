import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dayActivityQueryKey } from './get-day-activity';

// Settings → Tracking: an employee deletes the image of a screenshot of their own (the slot stays).
export const deleteScreenshot = async (screenshotId: string): Promise<void> => {
  await apiClient.delete(`/activity/screenshots/${encodeURIComponent(screenshotId)}`);
};

export const useDeleteScreenshot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreenshot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dayActivityQueryKey }),
  });
};

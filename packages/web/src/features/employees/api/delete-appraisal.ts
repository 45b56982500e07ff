import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { appraisalsQueryKey } from './get-appraisals';

type DeleteAppraisalInput = { employeeId: string; appraisalId: string };

export const deleteAppraisal = async ({ employeeId, appraisalId }: DeleteAppraisalInput): Promise<void> => {
  await apiClient.delete(
    `/employees/${encodeURIComponent(employeeId)}/appraisals/${encodeURIComponent(appraisalId)}`,
  );
};

export const useDeleteAppraisal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppraisal,
    onSuccess: (_nothing, input) =>
      queryClient.invalidateQueries({ queryKey: appraisalsQueryKey(input.employeeId) }),
  });
};

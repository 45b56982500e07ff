import { type Appraisal, type AppraisalBody, appraisalSchema } from '@pulse/shared/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { appraisalsQueryKey } from './get-appraisals';

type SaveAppraisalInput = { employeeId: string; appraisalId: string | null; body: AppraisalBody };

export const saveAppraisal = async ({
  employeeId,
  appraisalId,
  body,
}: SaveAppraisalInput): Promise<Appraisal> => {
  const base = `/employees/${encodeURIComponent(employeeId)}/appraisals`;
  return appraisalSchema.parse(
    appraisalId === null
      ? await apiClient.post(base, body)
      : await apiClient.put(`${base}/${encodeURIComponent(appraisalId)}`, body),
  );
};

export const useSaveAppraisal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppraisal,
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: appraisalsQueryKey(input.employeeId) }),
  });
};

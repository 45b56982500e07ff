import { type CopyHolidaysResult, copyHolidaysResultSchema } from '@pulse/shared/contracts/leaves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { holidaysQueryKey } from './get-holidays';

// Last year's list as a start for this one; dates that already have a holiday are skipped.
export const copyHolidays = async (body: { fromYear: number; toYear: number }): Promise<CopyHolidaysResult> =>
  copyHolidaysResultSchema.parse(await apiClient.post('/holidays/copy', body));

export const useCopyHolidays = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyHolidays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
};

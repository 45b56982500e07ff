import { type Holiday, type HolidayBody, holidaySchema } from '@pulse/shared/contracts/leaves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { holidaysQueryKey } from './get-holidays';

export const updateHoliday = async ({ id, body }: { id: string; body: HolidayBody }): Promise<Holiday> =>
  holidaySchema.parse(await apiClient.put(`/holidays/${encodeURIComponent(id)}`, body));

export const useUpdateHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoliday,
    // A new date may move the holiday to another year.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
};

import { type Holiday, type HolidayBody, holidaySchema } from '@pulse/shared/contracts/leaves';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { holidaysQueryKey } from './get-holidays';

export const createHoliday = async (body: HolidayBody): Promise<Holiday> =>
  holidaySchema.parse(await apiClient.post('/holidays', body));

export const useCreateHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysQueryKey }),
  });
};

import { type CurrentEmployee, currentEmployeeSchema } from '@pulse/shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { meQueryKey } from './query-client';

// `null` means nobody is signed in: the server answers 401 when there is no live session.
export const getMe = async (): Promise<CurrentEmployee | null> => {
  try {
    return currentEmployeeSchema.parse(await apiClient.get('/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());

// For screens inside the dashboard shell, which renders them only once ['me'] holds an employee.
export const useCurrentEmployee = (): CurrentEmployee => {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentEmployee is used outside the signed-in shell');
  return data;
};

import { type CurrentEmployee, sessionStateSchema } from '@pulse/shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { meQueryKey } from './query-client';

// `null` means nobody is signed in on this browser.
export const getMe = async (): Promise<CurrentEmployee | null> =>
  sessionStateSchema.parse(await apiClient.get('/auth/session')).employee;

export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());

// For screens inside the dashboard shell, which renders them only once ['me'] holds an employee.
export const useCurrentEmployee = (): CurrentEmployee => {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentEmployee is used outside the signed-in shell');
  return data;
};

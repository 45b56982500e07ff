import { type CurrentEmployee, sessionStateSchema } from '@pulse/shared/contracts/auth';
import { DEFAULT_CURRENCY } from '@pulse/shared/domain/currencies';
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

// The organisation's currency, which also decides how every figure is grouped (number-format.ts).
// It reads the session the shell has loaded and never asks for it itself (a list inside the shell
// has no reason to); before there is one, the default currency's grouping applies.
export const useOrganizationCurrency = (): string => {
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: false });
  return data?.organization.currency ?? DEFAULT_CURRENCY;
};

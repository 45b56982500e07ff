import { type CurrentEmployee, currentEmployeeSchema, type SignUpBody } from '@pulse/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-client';

// Creates the organisation with its first administrator and signs them in.
export const signUp = async (body: SignUpBody): Promise<CurrentEmployee> =>
  currentEmployeeSchema.parse(await apiClient.post('/organizations', body));

export const useSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
};

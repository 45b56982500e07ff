import {
  type DefaultColumnItem,
  type DefaultColumnsBody,
  defaultColumnListSchema,
} from '@pulse/shared/contracts/settings';
import type { ColumnEntity } from '@pulse/shared/domain/default-columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { defaultColumnsQueryKey } from './get-default-columns';

export const saveDefaultColumns = async (
  entity: ColumnEntity,
  body: DefaultColumnsBody,
): Promise<DefaultColumnItem[]> =>
  defaultColumnListSchema.parse(await apiClient.put(`/default-columns/${entity}`, body));

export const useSaveDefaultColumns = (entity: ColumnEntity) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DefaultColumnsBody) => saveDefaultColumns(entity, body),
    onSuccess: (columns) => queryClient.setQueryData(defaultColumnsQueryKey(entity), columns),
  });
};

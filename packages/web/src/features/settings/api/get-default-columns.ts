import { type DefaultColumnItem, defaultColumnListSchema } from '@pulse/shared/contracts/settings';
import type { ColumnEntity } from '@pulse/shared/domain/default-columns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const defaultColumnsQueryKey = (entity: ColumnEntity) => ['default-columns', entity] as const;

export const getDefaultColumns = async (entity: ColumnEntity): Promise<DefaultColumnItem[]> =>
  defaultColumnListSchema.parse(await apiClient.get(`/default-columns?entity=${entity}`));

export const getDefaultColumnsQueryOptions = (entity: ColumnEntity) =>
  queryOptions({ queryKey: defaultColumnsQueryKey(entity), queryFn: () => getDefaultColumns(entity) });

export const useDefaultColumns = (entity: ColumnEntity) => useQuery(getDefaultColumnsQueryOptions(entity));

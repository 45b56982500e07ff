import type { SettingsKind } from '@pulse/shared/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MASTER_DATA_KINDS, type MasterDataItem } from '../master-data-kinds';

export const getMasterDataItem = async (kind: SettingsKind, id: string): Promise<MasterDataItem> => {
  const definition = MASTER_DATA_KINDS[kind];
  return definition.itemSchema.parse(await apiClient.get(`${definition.apiPath}/${encodeURIComponent(id)}`));
};

export const getMasterDataItemQueryOptions = (kind: SettingsKind, id: string) =>
  queryOptions({ queryKey: ['settings', kind, 'item', id], queryFn: () => getMasterDataItem(kind, id) });

export const useMasterDataItem = (kind: SettingsKind, id: string | undefined) =>
  useQuery({ ...getMasterDataItemQueryOptions(kind, id ?? ''), enabled: id !== undefined });

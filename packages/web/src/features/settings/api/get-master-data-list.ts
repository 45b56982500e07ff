import type { SettingsKind } from '@pulse/shared/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MASTER_DATA_KINDS, type MasterDataItem } from '../master-data-kinds';

export const masterDataListQueryKey = (kind: SettingsKind) => ['settings', kind, 'list'] as const;

// The organisation's items of one kind, with the number the next one will get.
export const getMasterDataList = async (
  kind: SettingsKind,
): Promise<{ items: MasterDataItem[]; nextNumber: number }> => {
  const definition = MASTER_DATA_KINDS[kind];
  return definition.listSchema.parse(await apiClient.get(definition.apiPath));
};

export const getMasterDataListQueryOptions = (kind: SettingsKind) =>
  queryOptions({ queryKey: masterDataListQueryKey(kind), queryFn: () => getMasterDataList(kind) });

// `isEnabled`: the edit form has no use for the list (its Id is the item's own).
export const useMasterDataList = (kind: SettingsKind, isEnabled = true) =>
  useQuery({ ...getMasterDataListQueryOptions(kind), enabled: isEnabled });

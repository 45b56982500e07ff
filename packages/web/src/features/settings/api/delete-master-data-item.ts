import type { SettingsKind } from '@pulse/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MASTER_DATA_KINDS } from '../master-data-kinds';

export const deleteMasterDataItem = async (kind: SettingsKind, id: string): Promise<void> => {
  await apiClient.delete(`${MASTER_DATA_KINDS[kind].apiPath}/${encodeURIComponent(id)}`);
};

export const useDeleteMasterDataItem = (kind: SettingsKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMasterDataItem(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', kind] }),
  });
};

import type { SettingsKind } from '@pulse/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MASTER_DATA_KINDS, type MasterDataItem } from '../master-data-kinds';

// Adds an item (no id) or changes one (with its id); the server assigns the number.
export const saveMasterDataItem = async (
  kind: SettingsKind,
  input: { id?: string | undefined; body: unknown },
): Promise<MasterDataItem> => {
  const definition = MASTER_DATA_KINDS[kind];
  const answer = input.id
    ? await apiClient.put(`${definition.apiPath}/${encodeURIComponent(input.id)}`, input.body)
    : await apiClient.post(definition.apiPath, input.body);
  return definition.itemSchema.parse(answer);
};

export const useSaveMasterDataItem = (kind: SettingsKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string | undefined; body: unknown }) => saveMasterDataItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings', kind] }),
  });
};

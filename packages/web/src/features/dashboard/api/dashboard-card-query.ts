import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

// Every dashboard card's own figures start here: a live news push refreshes ['dashboard'] with the
// news. A card's data stays fresh for its `staleTime`, so coming back to the dashboard within it asks
// the server nothing.
export const dashboardQueryKey = ['dashboard'] as const;

export const MINUTE_MS = 60_000;

// One card, one endpoint (GET /api/v1/dashboard/{card}), parsed with its shared schema.
export const dashboardCardQueryOptions = <Schema extends z.ZodType>(
  card: string,
  schema: Schema,
  staleTime: number,
) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, card],
    queryFn: async ({ signal }): Promise<z.infer<Schema>> =>
      schema.parse(await apiClient.get(`/dashboard/${card}`, signal)),
    staleTime,
  });

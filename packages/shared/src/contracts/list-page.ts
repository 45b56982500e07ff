import { z } from 'zod';

// One shape for every collection of the API. A list answers
// one page: its items, how many there are in all, where the page sits, and a link to the next one.
// A list may add named context fields beside these (the employees' columns, master data's next
// number…), never replace them.

// A client asks for at most this many rows at once, whatever the list.
export const MAX_PAGE_SIZE = 100;

// `page` and `pageSize` of a paged list's query; `defaultPageSize` is the list's size in the spec
// (20 for leaves, 24 for employees…), so a client that sends neither sees what the screen shows.
// A list's own query schema extends this one.
export const listPageQuerySchema = (defaultPageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultPageSize),
  });
export type ListPageQuery = z.output<ReturnType<typeof listPageQuerySchema>>;

export const listPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    // An empty list has one (empty) page, not zero: page 1 is always a valid answer, so
    // `page <= totalPages` holds for the default request and a pager reads "1 of 1".
    totalPages: z.number().int().min(1),
    // The relative URL of the next page (same path and query, page + 1); null on the last page.
    next: z.string().nullable(),
  });

// Builds the one list envelope of the API (`listPageSchema` in @pulse/shared contracts/list-page):
// every list route answers through here, so the page arithmetic and the next link have one rule.

// One page of a collection as a service finds it; `page` and `pageSize` are what was asked.
export type ListSlice<Item> = { items: Item[]; total: number; page: number; pageSize: number };

// What a service finds of a list it answers whole: the page's items and context, without the page
// arithmetic that wholeListPage adds.
export type WholeList<Page> = Omit<Page, 'total' | 'page' | 'pageSize' | 'totalPages' | 'next'>;

// The next page's relative URL: the request's own path and query with `page` advanced, so every
// filter (and a chosen pageSize) carries over; null when this page is the last or past the end.
const nextLink = (requestUrl: string, page: number, totalPages: number) => {
  if (page >= totalPages) return null;
  // The request URL is relative (path and query); the base only lets URL parse it.
  const url = new URL(requestUrl, 'http://pulse.invalid');
  url.searchParams.set('page', String(page + 1));
  return `${url.pathname}${url.search}`;
};

// Context fields beside the slice (columns, nextNumber, hasUnread…) pass through unchanged.
export const listPage = <Item, Context extends object>(
  requestUrl: string,
  { items, total, page, pageSize, ...context }: ListSlice<Item> & Context,
) => {
  // An empty list still has page 1 (see listPageSchema), so totalPages is never 0.
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    ...context,
    items,
    total,
    page,
    pageSize,
    totalPages,
    next: nextLink(requestUrl, page, totalPages),
  };
};

// A bounded collection the API answers whole (master data, a year's holidays, one's documents):
// one page holding everything, its size the number of items (at least 1, as a page size is ≥ 1).
export const wholeListPage = <Item, Context extends object>(
  requestUrl: string,
  list: { items: Item[] } & Context,
) =>
  listPage<Item, Omit<Context, 'items'>>(requestUrl, {
    ...list,
    total: list.items.length,
    page: 1,
    pageSize: Math.max(1, list.items.length),
  });

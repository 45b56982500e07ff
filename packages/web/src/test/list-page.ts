// A list answer as the server writes it (lib/list-page.ts): here every item on one page.
export const listPageOf = <Item>(items: Item[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: Math.max(1, items.length),
  totalPages: 1,
  next: null,
});

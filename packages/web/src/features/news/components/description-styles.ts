// A description's markup on the page's type scale, the same in the editor and on the detail page (so
// what the administrator writes looks as the readers will see it), kept inside its column.
export const descriptionSx = {
  overflowWrap: 'anywhere',
  '& p': { my: 1 },
  '& h2': { typography: 'h5', mt: 3, mb: 1 },
  '& h3': { typography: 'h6', mt: 2, mb: 1 },
  '& h1, & h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 1 },
  '& ul, & ol': { pl: 3 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: 'primary.main' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
} as const;

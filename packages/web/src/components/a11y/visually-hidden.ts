// Styles for text that screen readers read and the screen does not show: what a colour or a side of
// the screen tells sighted users.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

import { describe, expect, it } from 'vitest';
import { focusedSwayWindow } from './desktop-wayland';

// The shape of `swaymsg -t get_tree -r`, cut down to what the backend reads.
const tree = (focused: 'native' | 'xwayland' | 'workspace') => ({
  type: 'root',
  nodes: [
    {
      type: 'output',
      nodes: [
        {
          type: 'workspace',
          focused: focused === 'workspace',
          nodes: [
            {
              type: 'con',
              name: 'agent.ts — pulse',
              app_id: 'code',
              focused: focused === 'native',
              nodes: [],
            },
          ],
          floating_nodes: [
            {
              type: 'floating_con',
              name: 'Inbox — Mail',
              app_id: null,
              window_properties: { class: 'Thunderbird' },
              focused: focused === 'xwayland',
            },
          ],
        },
      ],
    },
  ],
});

describe('sway', () => {
  it.each([
    ['native', { app: 'code', title: 'agent.ts — pulse' }],
    ['xwayland', { app: 'Thunderbird', title: 'Inbox — Mail' }],
    ['workspace', null],
  ] as const)('finds the focused %s window', (focused, expected) => {
    expect(focusedSwayWindow(tree(focused))).toEqual(expected);
  });
});

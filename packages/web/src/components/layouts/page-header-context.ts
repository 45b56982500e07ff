import { createContext } from 'react';

// What the top bar shows for the current page; each page sets it through ContentLayout.
export type PageHeader = { title: string; backTo?: string | undefined };

export const PageHeaderContext = createContext<((header: PageHeader) => void) | null>(null);

// Where a page may put a button of its own in the top bar (ProBot's, on a phone, where a floating
// button would cover the page); null until the bar has rendered.
export const TopBarSlotContext = createContext<HTMLElement | null>(null);

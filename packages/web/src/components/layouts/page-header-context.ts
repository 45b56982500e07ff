import { createContext } from 'react';

// What the top bar shows for the current page; each page sets it through ContentLayout.
export type PageHeader = { title: string; backTo?: string | undefined };

export const PageHeaderContext = createContext<((header: PageHeader) => void) | null>(null);

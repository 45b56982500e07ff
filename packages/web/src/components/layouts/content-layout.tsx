import { type ReactNode, use, useEffect } from 'react';
import { PageHeaderContext } from './page-header-context';

type ContentLayoutProps = {
  title: string;
  // Where the top bar's Back button leads; no button when absent.
  backTo?: string;
  children: ReactNode;
};

export const ContentLayout = ({ title, backTo, children }: ContentLayoutProps) => {
  const setHeader = use(PageHeaderContext);
  useEffect(() => {
    setHeader?.({ title, backTo });
    document.title = `${title} | Pulse`;
  }, [setHeader, title, backTo]);

  // The title shows once, as the top bar's heading (spec A §2: the top bar carries the title).
  return children;
};

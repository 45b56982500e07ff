import { useSearchParams } from 'react-router';
import type { ListView } from './view-toggle';

const isListView = (value: string | null): value is ListView => value === 'tiles' || value === 'list';

const storageKey = (screen: string) => `pulse.view.${screen}`;

const readStored = (screen: string): ListView | null => {
  try {
    const stored = localStorage.getItem(storageKey(screen));
    return isListView(stored) ? stored : null;
  } catch {
    // Storage can be off (private mode, a policy): the choice then lives in the URL alone.
    return null;
  }
};

// A screen's Tiles/List choice: in the URL (?view=list), so a reload and the browser's Back bring it
// back, and remembered in the browser, so the menu's plain link opens the screen as it was last left.
export const useListView = (screen: string, defaultView: ListView = 'tiles') => {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('view');
  const view = isListView(fromUrl) ? fromUrl : (readStored(screen) ?? defaultView);

  const setView = (next: ListView) => {
    try {
      localStorage.setItem(storageKey(screen), next);
    } catch {
      // See readStored.
    }
    setSearchParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('view', next);
        return updated;
      },
      // Switching the layout is not a step the Back button should undo.
      { replace: true },
    );
  };

  return [view, setView] as const;
};

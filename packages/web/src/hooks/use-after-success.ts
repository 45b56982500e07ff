import { useCallback, useEffect, useRef } from 'react';

// spec A §9, B §4, §9: 2 seconds after a save (or a delete) the product moves on, back to the list or
// the list reloaded, while the success notice still shows.
export const AFTER_SUCCESS_MS = 2000;

// Runs a step 2 seconds after a success. Each call keeps its own timer (two deletes in a row reload
// the list twice, as each one asked); leaving the screen before then clears them all, so a form the
// user has already left never pulls them back to its list.
export const useAfterSuccess = () => {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((step: () => void) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      step();
    }, AFTER_SUCCESS_MS);
    timers.current.add(timer);
  }, []);
};

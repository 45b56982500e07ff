import { INACTIVITY_TIMEOUT_MS } from '@pulse/shared/domain/session-policy';
import { useEffect, useEffectEvent } from 'react';
import { useLogout } from '../api/sign-out';

// Mouse moves fire dozens of times a second; restarting the timer at most once a second is plenty
// (the logout may come up to a second early, well inside the spec's 30 minutes).
const RESET_THROTTLE_MS = 1000;

// spec A §9 / B §4: 30 minutes without a mouse move or a key press signs the employee out.
export const useInactivityLogout = () => {
  const logout = useLogout();
  const signOutIdle = useEffectEvent(() => logout.mutate('inactivity'));

  useEffect(() => {
    let timer = window.setTimeout(signOutIdle, INACTIVITY_TIMEOUT_MS);
    let lastReset = Date.now();
    const onActivity = () => {
      const now = Date.now();
      if (now - lastReset < RESET_THROTTLE_MS) return;
      lastReset = now;
      window.clearTimeout(timer);
      timer = window.setTimeout(signOutIdle, INACTIVITY_TIMEOUT_MS);
    };
    window.addEventListener('mousemove', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('mousemove', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, []);
};

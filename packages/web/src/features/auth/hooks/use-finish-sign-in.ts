import type { SignInResult } from '@pulse/shared/contracts/auth';
import { SIGN_IN_REDIRECT_MS } from '@pulse/shared/domain/session-policy';
import { paths } from '@pulse/shared/paths';
import { signInPulseTexts, signInTexts } from '@pulse/shared/spec-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast/toast-provider';
import { meQueryKey } from '../../../lib/query-client';
import { returnPathFrom } from '../../../lib/return-path';

// A moment after the redirect, when the success notice (2 seconds) has closed.
const NOTICE_AFTER_REDIRECT_MS = 500;

// The end of every sign-in, after the password or after its code: spec A §4's notice and the redirect
// to /dashboard 2 seconds later (the spinner stays until then), or back to the page that sent the
// visitor here (`?next=`), and the failed attempts since the last sign-in (hardening: sign-in lockout).
export const useFinishSignIn = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const destination = returnPathFrom(searchParams.get('next')) ?? paths.dashboard.getHref();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const finish = useCallback(
    ({ failedAttemptsSinceLastSignIn, ...me }: SignInResult) => {
      toast.success(signInTexts.success);
      setIsRedirecting(true);
      redirectTimer.current = window.setTimeout(() => {
        queryClient.setQueryData(meQueryKey, me);
        navigate(destination, { replace: true });
      }, SIGN_IN_REDIRECT_MS);
      // On the dashboard, once the success notice has gone (one notice shows at a time); an info
      // notice stays until it is dismissed. Not cleared with the form: the form is gone by then.
      if (failedAttemptsSinceLastSignIn > 0) {
        window.setTimeout(
          () => toast.info(signInPulseTexts.failedAttempts(failedAttemptsSinceLastSignIn)),
          SIGN_IN_REDIRECT_MS + NOTICE_AFTER_REDIRECT_MS,
        );
      }
    },
    [toast, navigate, queryClient, destination],
  );
  return { finish, isRedirecting };
};

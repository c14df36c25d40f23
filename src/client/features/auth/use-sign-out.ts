import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetPrivateData } from '../../lib/query-client.ts';
import { clearSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/** The Logout button: tell the server, but sign out here whatever it answers (spec section 2). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // An expired token or a lost connection must not keep anyone signed in on this browser.
    }
    clearSession();
    forgetPrivateData(queryClient);
    navigate('/login', { replace: true });
  }, [mutateAsync, queryClient, navigate]);

  return { signOut, pending: logout.isPending };
}

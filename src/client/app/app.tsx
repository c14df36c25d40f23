import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { PublicSidebarProvider } from '../features/home/public-sidebar.tsx';
import type { AuthFailureHandler } from '../lib/auth-failure-link.ts';
import { LanguageProvider } from '../lib/language.tsx';
import { forgetPrivateData, queryClient } from '../lib/query-client.ts';
import { startServiceWorker } from '../lib/service-worker.ts';
import { clearSession } from '../lib/session.ts';
import { createTrpcClient, trpc } from '../lib/trpc.ts';
import { router } from './router.tsx';

/** Spec section 8: a 401 ends the session and goes to /login; a 403 goes to the forbidden page. */
const onAuthFailure: AuthFailureHandler = (failure, operation) => {
  if (failure === 'sign-out') {
    clearSession();
    forgetPrivateData(queryClient);
    void router.navigate('/login', { replace: true });
    return;
  }
  // A screen that cannot load is not worth returning to, so it is replaced; after a refused action
  // (a delete, a save) "Go Back" should lead back to the form or list the user was on.
  void router.navigate('/admin/forbidden', { replace: operation === 'query' });
};

const trpcClient = createTrpcClient(onAuthFailure);
startServiceWorker(queryClient);

export function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          {(mode) => (
            <PublicSidebarProvider>
              <RouterProvider key={mode} router={router} />
            </PublicSidebarProvider>
          )}
        </LanguageProvider>
        <Toaster position="top-right" duration={3000} richColors closeButton />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

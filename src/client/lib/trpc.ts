import { httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router.ts';
import { getLocale } from '../../shared/i18n/generated/runtime.js';
import { MAX_BATCH_SIZE, UNBATCHABLE_PROCEDURES } from '../../shared/trpc-limits.ts';
import { type AuthFailureHandler, authFailureLink } from './auth-failure-link.ts';
import { getSession } from './session.ts';
import { sitePath } from './site-path.ts';
import { createUploadFetch } from './upload-progress.ts';

const UNBATCHED = new Set<string>(UNBATCHABLE_PROCEDURES);

// Aborting on unmount lets a query whose 401/403 was swallowed reset instead of staying "fetching" forever.
export const trpc = createTRPCReact<AppRouter>({ abortOnUnmount: true });

// Read per request, so a login or logout (or a change of language) takes effect on the very next call.
// The server's messages come in the screens' language: the catalogue's tag, not the browser's own
// Accept-Language, which would turn the spec's texts into English in an English browser.
function headers(): Record<string, string> {
  const { token } = getSession();
  return {
    'Accept-Language': getLocale(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export function createTrpcClient(onAuthFailure: AuthFailureHandler) {
  return trpc.createClient({
    links: [
      authFailureLink(onAuthFailure),
      // A batch is one JSON body, so an upload (FormData with an image) travels alone as multipart;
      // its fetch reports progress for a form given `withUploadProgress` (the import of large files).
      // A password check travels alone too: the server refuses it inside a batch (decision 0017).
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input) || UNBATCHED.has(op.path),
        true: httpLink({
          url: sitePath('/trpc'),
          transformer: superjson,
          headers,
          fetch: createUploadFetch(),
        }),
        false: httpBatchLink({
          url: sitePath('/trpc'),
          transformer: superjson,
          headers,
          maxItems: MAX_BATCH_SIZE,
        }),
      }),
    ],
  });
}

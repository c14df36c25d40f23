import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * The proof of work, off the page's thread (issue 36): altcha-lib's own solver with WebCrypto's PBKDF2.
 * Gets a challenge, answers `{ solution }` (null when it gave up) or `{ error }`.
 */
self.onmessage = async (event: MessageEvent) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 });
    self.postMessage({ solution });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};

import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { msg } from '../../../shared/i18n/message.ts';
import type { ReportChallenge } from '../../../shared/schemas/reports.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { challengeSecret, spendChallenge } from './reports.repository.ts';

/**
 * The proof of work a report costs (issue 36, decision 0054): ALTCHA's self-hosted v2 scheme (altcha-lib),
 * PBKDF2-SHA-256. The server picks the counter the client must find, so the work is known: about
 * `(counterMin + counterMax) / 2` derivations of `cost` iterations each: 2 million PBKDF2 iterations. Measured
 * (decision 0054): 0.4 s in Node on one core of this machine, 0.7 s in Chromium's WebCrypto on the phone
 * profile and 0.9 s with its CPU slowed 4x. Verifying is one derivation (about a millisecond).
 */
export const CHALLENGE = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 2000,
  counterMin: 500,
  counterMax: 1500,
  /** Long enough to fill the form after the page opened; the solver asks again past it. */
  lifetimeMs: 30 * 60_000,
} as const;

/** The form a challenge is good for: a challenge made for another form (or none) is refused. */
const FORM = 'report';

type Keys = { signature: string; key: string };
/** The signing keys, read once per database handle (every instance reads the same row). */
const secrets = new WeakMap<object, Promise<Keys>>();
function keys(deps: Deps): Promise<Keys> {
  let found = secrets.get(deps.db);
  if (!found) {
    found = challengeSecret(deps.db)
      // The second key (for the derived keys of the deterministic mode) as altcha-lib's plugins derive it.
      .then((signature) => ({
        signature,
        key: createHmac('sha256', signature).update('derived-secret').digest('hex'),
      }))
      .catch((error) => {
        secrets.delete(deps.db);
        throw error;
      });
    secrets.set(deps.db, found);
  }
  return found;
}

export async function newChallenge(deps: Deps): Promise<ReportChallenge> {
  const { signature, key } = await keys(deps);
  return createChallenge({
    algorithm: CHALLENGE.algorithm,
    cost: CHALLENGE.cost,
    counter: randomInt(CHALLENGE.counterMin, CHALLENGE.counterMax),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE.lifetimeMs),
    data: { form: FORM },
  }) as Promise<ReportChallenge>;
}

interface Payload {
  challenge: ReportChallenge;
  solution: { counter: number; derivedKey: string };
}

/** The widget's payload: base64 of JSON (ALTCHA's own form); plain JSON is read too. */
function parsePayload(text: string): Payload | undefined {
  for (const candidate of [text, Buffer.from(text, 'base64').toString('utf8')]) {
    try {
      const value = JSON.parse(candidate) as Payload;
      if (
        value &&
        typeof value === 'object' &&
        value.challenge?.parameters &&
        typeof value.challenge.parameters.nonce === 'string' &&
        typeof value.solution?.counter === 'number' &&
        typeof value.solution?.derivedKey === 'string'
      )
        return value;
    } catch {
      // Not this encoding.
    }
  }
  return undefined;
}

const failed = () =>
  new AppError('FORBIDDEN', msg('api_report_challenge_failed'), {
    Altcha: msg('api_report_challenge_failed'),
  });

/**
 * Checks a solved challenge and spends it (once, on every instance: the database holds the spent ones).
 * Refuses one that is missing, malformed, forged, expired, made for another form, unsolved or spent.
 */
export async function spendSolvedChallenge(deps: Deps, text: string | undefined): Promise<void> {
  if (!text) {
    throw new AppError('BAD_REQUEST', msg('api_report_challenge_missing'), {
      Altcha: msg('api_report_challenge_missing'),
    });
  }
  const payload = parsePayload(text);
  const parameters = payload?.challenge.parameters;
  if (
    !payload ||
    !parameters ||
    parameters.data?.form !== FORM ||
    parameters.algorithm !== CHALLENGE.algorithm
  )
    throw failed();
  // The cost is signed with the rest, but a challenge of another cost is not one this server made now.
  if (parameters.cost !== CHALLENGE.cost || typeof parameters.expiresAt !== 'number') throw failed();
  if (parameters.expiresAt * 1000 < deps.now().getTime()) throw failed();
  const { signature, key } = await keys(deps);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw failed();
  const spent = await spendChallenge(
    deps.db,
    parameters.nonce,
    new Date(parameters.expiresAt * 1000),
    deps.now(),
  );
  if (!spent) {
    throw new AppError('FORBIDDEN', msg('api_report_challenge_used'), {
      Altcha: msg('api_report_challenge_used'),
    });
  }
}

import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id; the enum is const, which isolated modules cannot inline
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A stored hash made with weaker settings than today's, to be replaced at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, algorithm, memory, time] = match;
  return (
    algorithm !== 'argon2id' ||
    Number(memory) < ARGON2_OPTIONS.memoryCost ||
    Number(time) < ARGON2_OPTIONS.timeCost
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash so that an unknown username costs the same time as a wrong password
 * and the answer time does not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('petadesa-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

// Lucia's current session model: a token is `{id}.{secret}`; the database keeps the id and only a
// SHA-256 hash of the secret, so a leaked table cannot be replayed, and the secret is compared in
// constant time after the lookup by id.

const ID_BYTES = 15; // 120 bits, enough to make collisions impossible in practice
const SECRET_BYTES = 20; // 160 bits of secret, above the 128 the policy asks for

function randomString(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export interface NewSessionToken {
  id: string;
  secretHash: Uint8Array;
  token: string;
}

export function generateSessionToken(): NewSessionToken {
  const id = randomString(ID_BYTES);
  const secret = randomString(SECRET_BYTES);
  return { id, secretHash: hashSecret(secret), token: `${id}.${secret}` };
}

const TOKEN_PATTERN = /^([a-z2-7]{24})\.([a-z2-7]{32})$/;

export function parseSessionToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { id: match[1]!, secret: match[2]! };
}

export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const hashed = hashSecret(secret);
  return hashed.length === storedHash.length && constantTimeEqual(hashed, storedHash);
}

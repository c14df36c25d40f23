/** The name of the unique constraint a PostgreSQL error broke (code 23505), if it is one. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const pgError = error as { code?: unknown; constraint?: unknown } | null;
  if (pgError?.code !== '23505') return undefined;
  return typeof pgError.constraint === 'string' ? pgError.constraint : '';
}

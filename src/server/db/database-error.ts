import { errorKeyForField } from '../../shared/errors.ts';
import { type Message, msg } from '../../shared/i18n/message.ts';
import { AppError } from '../errors.ts';

interface PgErrorLike {
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
}

/** SQLSTATEs that mean "the request's data is wrong", not "the server is broken" (PostgreSQL appendix A). */
const INVALID_DATA: Record<string, Message> = {
  '22001': msg('api_db_text_long'),
  '22003': msg('api_db_number_range'),
  '22007': msg('api_db_date_invalid'),
  '22008': msg('api_db_date_range'),
  '22021': msg('api_db_text_character'),
  '22P02': msg('api_db_value_form'),
  '22P05': msg('api_db_text_character'),
  // A race: what the request named was deleted between its check and the write.
  '23503': msg('api_db_reference_gone'),
};

/** `users_username_lower_key` on table `users` -> `Username`, the key the spec's forms read. */
function fieldOfConstraint(table: unknown, constraint: unknown): string {
  if (typeof constraint !== 'string') return 'Input';
  const withoutTable =
    typeof table === 'string' && constraint.startsWith(`${table}_`)
      ? constraint.slice(table.length + 1)
      : constraint;
  const column = withoutTable.replace(/_(lower_)?(key|fkey|check|pkey)$/, '');
  return column ? errorKeyForField(column) : 'Input';
}

/**
 * A database error that the request caused, as the 4xx it means; undefined for anything else (a bug, which
 * stays a logged 500 whose body says nothing of the database). The service layer names most of these cases
 * itself with better words; this is the net under them, so no database message ever reaches an answer.
 */
export function appErrorOfDatabase(error: unknown): AppError | undefined {
  const pg = error as PgErrorLike | null;
  if (!pg || typeof pg.code !== 'string') return undefined;
  if (pg.code === '23505') {
    const key = fieldOfConstraint(pg.table, pg.constraint);
    return AppError.validation({ [key]: msg('api_value_taken') });
  }
  const message = INVALID_DATA[pg.code];
  if (!message) return undefined;
  const key = pg.code.startsWith('23') ? fieldOfConstraint(pg.table, pg.constraint) : 'Input';
  return AppError.validation({ [key]: message });
}

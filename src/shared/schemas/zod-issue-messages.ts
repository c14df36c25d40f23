import { z } from 'zod';
import { issueMessage, writtenNumber } from '../i18n/message.ts';

type Issue = z.core.$ZodRawIssue;

/**
 * zod's own issues (a schema that names no message) carry a message key chosen by the issue's code and
 * facts, never by zod's wording (decision 0045). Each key's spec wording is zod's English for the same
 * facts, so the spec's mode reads as before; an issue the catalogue has no key for keeps zod's words.
 */
export function zodIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issueMessage('api_zod_invalid_type', {
        expected: typeName(issue.expected),
        received: typeName(z.core.util.parsedType(issue.input), issue.input),
      });
    case 'invalid_value':
      return issue.values.length > 1
        ? issueMessage('api_zod_invalid_option', { options: z.core.util.joinValues(issue.values, '|') })
        : undefined;
    case 'too_big':
      if (issue.exact || !issue.inclusive) return undefined;
      if (issue.origin === 'string')
        return issueMessage('api_zod_string_too_long', { maximum: writtenNumber(issue.maximum) });
      if (issue.origin === 'number')
        return issueMessage('api_zod_number_too_big', { maximum: writtenNumber(issue.maximum) });
      return undefined;
    case 'too_small':
      if (issue.exact || issue.origin !== 'number') return undefined;
      return issue.inclusive
        ? issueMessage('api_zod_number_too_small', { minimum: writtenNumber(issue.minimum) })
        : issueMessage('api_zod_number_not_above', { minimum: writtenNumber(issue.minimum) });
    case 'invalid_union':
      return ((issue as { options?: unknown[] }).options?.length ?? 0) > 0 || issue.inclusive === false
        ? undefined
        : issueMessage('api_zod_invalid_input');
    case 'custom':
      return issueMessage('api_zod_invalid_input');
    default:
      return undefined;
  }
}

/** zod's names for types, as its English names them: `NaN`, `Infinity`. */
function typeName(type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return type === 'nan' ? 'NaN' : type;
}

// Wherever the shared schemas are loaded (server and browser), zod's own issues carry keys.
z.config({ customError: zodIssueMessage });

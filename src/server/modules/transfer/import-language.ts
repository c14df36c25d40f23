import type { z } from 'zod';
import type { LanguageMode } from '../../../shared/i18n/language.ts';
import { sayMessage, sayText } from '../../../shared/i18n/say-message.ts';
import type { importPreview, importResult } from '../../../shared/schemas/transfer.ts';
import type { PreviewByKey, ResultByKey } from './import.service.ts';

type Preview = z.infer<typeof importPreview>;
type Result = z.infer<typeof importResult>;

/**
 * An import's preview and result say, in words, what happens to each feature; they are answers, not
 * errors, so the error gates do not see them. Their messages come by key (decision 0045) and are said
 * here in the request's language: no lookup, so 5,000 features are said in one go.
 */
export function previewInLanguage(preview: PreviewByKey, mode: LanguageMode): Preview {
  return {
    ...preview,
    features: preview.features.map((feature) => ({
      ...feature,
      problems: feature.problems.map((problem) => ({ ...problem, message: sayText(problem.message, mode) })),
      outcome: sayMessage(feature.outcome, mode),
    })),
  };
}

export function resultInLanguage(result: ResultByKey, mode: LanguageMode): Result {
  return { ...result, message: sayMessage(result.message, mode) };
}

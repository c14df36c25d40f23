import type { z } from 'zod';
import type { LanguageMode } from '../../../shared/i18n/language.ts';
import { localizeMessage } from '../../../shared/i18n/localize.ts';
import type { importPreview, importResult } from '../../../shared/schemas/transfer.ts';

type Preview = z.infer<typeof importPreview>;
type Result = z.infer<typeof importResult>;

/**
 * An import's preview and result say, in words, what happens to each feature; they are answers, not
 * errors, so the error gates do not see them. They are written in the spec's texts like every API message
 * and said in the request's language here, through the same catalogue.
 */
export function previewInLanguage(preview: Preview, mode: LanguageMode): Preview {
  if (mode === 'standar') return preview;
  return {
    ...preview,
    features: preview.features.map((feature) => ({
      ...feature,
      problems: feature.problems.map((problem) => ({
        ...problem,
        message: localizeMessage(problem.message, mode),
      })),
      outcome: localizeMessage(feature.outcome, mode),
    })),
  };
}

export function resultInLanguage(result: Result, mode: LanguageMode): Result {
  return mode === 'standar' ? result : { ...result, message: localizeMessage(result.message, mode) };
}

import type { z } from 'zod';
import type { LanguageMode } from '../../../shared/i18n/language.ts';
import { localizeMessage } from '../../../shared/i18n/localize.ts';
import type { importPreview, importResult } from '../../../shared/schemas/transfer.ts';

type Preview = z.infer<typeof importPreview>;
type Result = z.infer<typeof importResult>;

/**
 * An import's preview and result say, in words, what happens to each feature; they are answers, not
 * errors, so the error gates do not see them. They are written in the spec's texts like every API message
 * and said in the request's language here, through the same catalogue. Up to 5,000 features make about
 * 10,000 messages, 50 ms on one thread (hostile-imports.test.ts): they are said in slices.
 */
/** Features said between two turns of the event loop: a few milliseconds' work, so health keeps answering. */
const SLICE = 500;

export async function previewInLanguage(preview: Preview, mode: LanguageMode): Promise<Preview> {
  if (mode === 'standar') return preview;
  const features: Preview['features'] = [];
  for (let start = 0; start < preview.features.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const feature of preview.features.slice(start, start + SLICE)) {
      features.push({
        ...feature,
        problems: feature.problems.map((problem) => ({
          ...problem,
          message: localizeMessage(problem.message, mode),
        })),
        outcome: localizeMessage(feature.outcome, mode),
      });
    }
  }
  return { ...preview, features };
}

export function resultInLanguage(result: Result, mode: LanguageMode): Result {
  return mode === 'standar' ? result : { ...result, message: localizeMessage(result.message, mode) };
}

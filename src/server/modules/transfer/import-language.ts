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
 * here in the request's language.
 */
/**
 * Features said between two turns of the event loop: said in one go, 5,000 features held /api/health past
 * 200 ms on a loaded machine (hostile-imports.test.ts; decision 0045).
 */
const SLICE = 500;

export async function previewInLanguage(preview: PreviewByKey, mode: LanguageMode): Promise<Preview> {
  const features: Preview['features'] = [];
  for (let start = 0; start < preview.features.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const feature of preview.features.slice(start, start + SLICE)) {
      features.push({
        ...feature,
        problems: feature.problems.map((problem) => ({
          ...problem,
          message: sayText(problem.message, mode),
        })),
        outcome: sayMessage(feature.outcome, mode),
      });
    }
  }
  return { ...preview, features };
}

export function resultInLanguage(result: ResultByKey, mode: LanguageMode): Result {
  return { ...result, message: sayMessage(result.message, mode) };
}

import { modeOfAcceptLanguage } from '../../../shared/i18n/accept-language.ts';
import {
  adminExportInput,
  fileOutput,
  importInput,
  importPreview,
  importResult,
  publicExportInput,
} from '../../../shared/schemas/transfer.ts';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { adminExport, publicExport } from './export.service.ts';
import { commit, preview } from './import.service.ts';
import { previewInLanguage, resultInLanguage } from './import-language.ts';

export const transferRouter = router({
  /** Reads the file and says what would happen to each feature; writes nothing. */
  preview: protectedProcedure
    .input(importInput)
    .output(importPreview)
    .mutation(async ({ ctx, input }) =>
      previewInLanguage(await preview(ctx.deps, input), modeOfAcceptLanguage(ctx.acceptLanguage)),
    ),
  commit: protectedProcedure
    .input(importInput)
    .output(importResult)
    .mutation(async ({ ctx, input }) =>
      resultInLanguage(await commit(ctx.deps, input), modeOfAcceptLanguage(ctx.acceptLanguage)),
    ),
  publicExport: publicProcedure
    .input(publicExportInput)
    .output(fileOutput)
    .query(({ ctx, input }) => publicExport(ctx.deps, input, ctx.ip)),
  adminExport: protectedProcedure
    .input(adminExportInput)
    .output(fileOutput)
    .query(({ ctx, input }) => adminExport(ctx.deps, input)),
});

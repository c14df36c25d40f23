import { modeOfAcceptLanguage } from '../../../shared/i18n/accept-language.ts';
import {
  adminExportInput,
  fileOutput,
  importInput,
  importPreview,
  importResult,
  publicExportInput,
} from '../../../shared/schemas/transfer.ts';
import { permittedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { adminExport, publicExport } from './export.service.ts';
import { commit, preview } from './import.service.ts';
import { previewInLanguage, resultInLanguage } from './import-language.ts';

export const transferRouter = router({
  /** Reads the file and says what would happen to each feature; writes nothing. */
  preview: rest(permittedProcedure('maps-create').input(importInput), {
    method: 'POST',
    path: '/api/admin/maps/import/preview',
    input: 'body',
    multipartFile: 'file',
  })
    .output(importPreview)
    .mutation(async ({ ctx, input }) =>
      previewInLanguage(await preview(ctx.deps, input), modeOfAcceptLanguage(ctx.acceptLanguage)),
    ),
  commit: rest(permittedProcedure('maps-create').input(importInput), {
    method: 'POST',
    path: '/api/admin/maps/import',
    input: 'body',
    status: 201,
    multipartFile: 'file',
  })
    .output(importResult)
    .mutation(async ({ ctx, input }) =>
      resultInLanguage(
        await commit(ctx.deps, ctx.session.user, input),
        modeOfAcceptLanguage(ctx.acceptLanguage),
      ),
    ),
  publicExport: rest(publicProcedure.input(publicExportInput), {
    method: 'GET',
    path: '/api/public/export',
    input: 'query',
    download: true,
  })
    .output(fileOutput)
    .query(({ ctx, input }) => publicExport(ctx.deps, input, ctx.ip)),
  adminExport: rest(permittedProcedure('maps-edit').input(adminExportInput), {
    method: 'GET',
    path: '/api/admin/maps/export',
    input: 'query',
    download: true,
  })
    .output(fileOutput)
    .query(({ ctx, input }) => adminExport(ctx.deps, input)),
});

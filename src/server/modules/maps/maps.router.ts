import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import {
  deletedOutput,
  historyInput,
  historyOutput,
  historyVersion,
  historyVersionInput,
  restoreVersionInput,
} from '../../../shared/schemas/history.ts';
import { mapCreateInput, mapOutput, mapPage, mapUpdateInput } from '../../../shared/schemas/maps.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as maps from './maps.service.ts';

export const mapsRouter = router({
  list: protectedProcedure
    .input(listInput)
    .output(mapPage)
    .query(({ ctx, input }) => maps.list(ctx.deps, input)),
  get: protectedProcedure
    .input(idInput)
    .output(mapOutput)
    .query(({ ctx, input }) => maps.get(ctx.deps, input.id)),
  create: protectedProcedure
    .input(mapCreateInput)
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.create(ctx.deps, ctx.session.user, input)),
  update: protectedProcedure
    .input(mapUpdateInput)
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.update(ctx.deps, ctx.session.user, input)),
  delete: protectedProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await maps.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Map deleted successfully.' };
    }),
  history: protectedProcedure
    .input(historyInput)
    .output(historyOutput)
    .query(({ ctx, input }) => maps.history(ctx.deps, input.id)),
  version: protectedProcedure
    .input(historyVersionInput)
    .output(historyVersion)
    .query(({ ctx, input }) => maps.version(ctx.deps, input.id, input.entry)),
  restoreVersion: protectedProcedure
    .input(restoreVersionInput)
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.restoreVersion(ctx.deps, ctx.session.user, input)),
  deleted: protectedProcedure.output(deletedOutput).query(({ ctx }) => maps.deleted(ctx.deps)),
  undelete: protectedProcedure
    .input(idInput)
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.undelete(ctx.deps, ctx.session.user, input.id)),
});

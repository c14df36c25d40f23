import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
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
});

import { z } from 'zod';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { deletedOutput, historyInput, historyOutput } from '../../../shared/schemas/history.ts';
import { namedRef, roleInput, roleOutput, rolePage, roleUpdateInput } from '../../../shared/schemas/roles.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as roles from './roles.service.ts';

export const rolesRouter = router({
  list: protectedProcedure
    .input(listInput)
    .output(rolePage)
    .query(({ ctx, input }) => roles.list(ctx.deps, input)),
  all: protectedProcedure.output(z.array(namedRef)).query(({ ctx }) => roles.all(ctx.deps)),
  get: protectedProcedure
    .input(idInput)
    .output(roleOutput)
    .query(({ ctx, input }) => roles.get(ctx.deps, input.id)),
  create: protectedProcedure
    .input(roleInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => roles.create(ctx.deps, ctx.session, input)),
  update: protectedProcedure
    .input(roleUpdateInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => roles.update(ctx.deps, ctx.session, input)),
  delete: protectedProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await roles.remove(ctx.deps, ctx.session, input.id);
      return { message: 'Role deleted successfully.' };
    }),
  history: protectedProcedure
    .input(historyInput)
    .output(historyOutput)
    .query(({ ctx, input }) => roles.history(ctx.deps, ctx.session, input.id)),
  deleted: protectedProcedure.output(deletedOutput).query(({ ctx }) => roles.deleted(ctx.deps)),
  undelete: protectedProcedure
    .input(idInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => roles.undelete(ctx.deps, ctx.session, input.id)),
});

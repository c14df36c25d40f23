import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { deletedOutput, historyInput, historyOutput } from '../../../shared/schemas/history.ts';
import { userCreateInput, userOutput, userPage, userUpdateInput } from '../../../shared/schemas/users.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as users from './users.service.ts';

export const usersRouter = router({
  list: protectedProcedure
    .input(listInput)
    .output(userPage)
    .query(({ ctx, input }) => users.list(ctx.deps, input)),
  get: protectedProcedure
    .input(idInput)
    .output(userOutput)
    .query(({ ctx, input }) => users.get(ctx.deps, input.id)),
  create: protectedProcedure
    .input(userCreateInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => users.create(ctx.deps, ctx.session, input)),
  update: protectedProcedure
    .input(userUpdateInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => users.update(ctx.deps, ctx.session, input, ctx.ip)),
  delete: protectedProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await users.remove(ctx.deps, ctx.session, input.id);
      return { message: 'User deleted successfully.' };
    }),
  history: protectedProcedure
    .input(historyInput)
    .output(historyOutput)
    .query(({ ctx, input }) => users.history(ctx.deps, ctx.session, input.id)),
  deleted: protectedProcedure.output(deletedOutput).query(({ ctx }) => users.deleted(ctx.deps)),
  undelete: protectedProcedure
    .input(idInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => users.undelete(ctx.deps, ctx.session, input.id)),
});

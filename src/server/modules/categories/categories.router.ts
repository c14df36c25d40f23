import { z } from 'zod';
import {
  categoryCreateInput,
  categoryOption,
  categoryOutput,
  categoryPage,
  categoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import {
  deletedOutput,
  historyInput,
  historyOutput,
  historyVersion,
  historyVersionInput,
  restoreVersionInput,
} from '../../../shared/schemas/history.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as categories from './categories.service.ts';

export const categoriesRouter = router({
  list: protectedProcedure
    .input(listInput)
    .output(categoryPage)
    .query(({ ctx, input }) => categories.list(ctx.deps, input)),
  all: protectedProcedure.output(z.array(categoryOption)).query(({ ctx }) => categories.all(ctx.deps)),
  get: protectedProcedure
    .input(idInput)
    .output(categoryOutput)
    .query(({ ctx, input }) => categories.get(ctx.deps, input.id)),
  create: protectedProcedure
    .input(categoryCreateInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.create(ctx.deps, ctx.session.user, input)),
  update: protectedProcedure
    .input(categoryUpdateInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.update(ctx.deps, ctx.session.user, input)),
  delete: protectedProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await categories.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Category deleted successfully.' };
    }),
  history: protectedProcedure
    .input(historyInput)
    .output(historyOutput)
    .query(({ ctx, input }) => categories.history(ctx.deps, input.id)),
  version: protectedProcedure
    .input(historyVersionInput)
    .output(historyVersion)
    .query(({ ctx, input }) => categories.version(ctx.deps, input.id, input.entry)),
  restoreVersion: protectedProcedure
    .input(restoreVersionInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.restoreVersion(ctx.deps, ctx.session.user, input)),
  deleted: protectedProcedure.output(deletedOutput).query(({ ctx }) => categories.deleted(ctx.deps)),
  undelete: protectedProcedure
    .input(idInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.undelete(ctx.deps, ctx.session.user, input.id)),
});

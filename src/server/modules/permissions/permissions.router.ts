import { z } from 'zod';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import {
  permissionInput,
  permissionOutput,
  permissionPage,
  permissionUpdateInput,
} from '../../../shared/schemas/permissions.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as permissions from './permissions.service.ts';

export const permissionsRouter = router({
  list: protectedProcedure
    .input(listInput)
    .output(permissionPage)
    .query(({ ctx, input }) => permissions.list(ctx.deps, input)),
  all: protectedProcedure.output(z.array(permissionOutput)).query(({ ctx }) => permissions.all(ctx.deps)),
  get: protectedProcedure
    .input(idInput)
    .output(permissionOutput)
    .query(({ ctx, input }) => permissions.get(ctx.deps, input.id)),
  create: protectedProcedure
    .input(permissionInput)
    .output(permissionOutput)
    .mutation(({ ctx, input }) => permissions.create(ctx.deps, ctx.session.user, input)),
  update: protectedProcedure
    .input(permissionUpdateInput)
    .output(permissionOutput)
    .mutation(({ ctx, input }) => permissions.update(ctx.deps, ctx.session.user, input)),
  delete: protectedProcedure
    .input(idInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await permissions.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Permission deleted successfully.' };
    }),
});

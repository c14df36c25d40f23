import { z } from 'zod';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import {
  permissionInput,
  permissionOutput,
  permissionPage,
  permissionUpdateInput,
} from '../../../shared/schemas/permissions.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import * as permissions from './permissions.service.ts';

export const permissionsRouter = router({
  list: rest(signedInProcedure.input(listInput), {
    method: 'GET',
    path: '/api/admin/permissions',
    input: 'query',
  })
    .output(permissionPage)
    .query(({ ctx, input }) => permissions.list(ctx.deps, input)),
  all: rest(signedInProcedure, { method: 'GET', path: '/api/admin/permissions/all' })
    .output(z.array(permissionOutput))
    .query(({ ctx }) => permissions.all(ctx.deps)),
  get: rest(signedInProcedure.input(idInput), {
    method: 'GET',
    path: '/api/admin/permissions/:id',
    input: 'params',
  })
    .output(permissionOutput)
    .query(({ ctx, input }) => permissions.get(ctx.deps, input.id)),
  create: rest(permittedProcedure('permissions-create').input(permissionInput), {
    method: 'POST',
    path: '/api/admin/permissions',
    input: 'body',
    status: 201,
  })
    .output(permissionOutput)
    .mutation(({ ctx, input }) => permissions.create(ctx.deps, ctx.session.user, input)),
  update: rest(permittedProcedure('permissions-edit').input(permissionUpdateInput), {
    method: 'PUT',
    path: '/api/admin/permissions/:id',
    input: 'params+body',
    versioned: true,
  })
    .output(permissionOutput)
    .mutation(({ ctx, input }) => permissions.update(ctx.deps, ctx.session.user, input)),
  delete: rest(permittedProcedure('permissions-delete').input(idInput), {
    method: 'DELETE',
    path: '/api/admin/permissions/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await permissions.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Permission deleted successfully.' };
    }),
});

import { z } from 'zod';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { namedRef, roleInput, roleOutput, rolePage, roleUpdateInput } from '../../../shared/schemas/roles.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { lifecycleProcedures } from '../audit/lifecycle-procedures.ts';
import * as roles from './roles.service.ts';

export const rolesRouter = router({
  list: rest(signedInProcedure.input(listInput), { method: 'GET', path: '/api/admin/roles', input: 'query' })
    .output(rolePage)
    .query(({ ctx, input }) => roles.list(ctx.deps, input)),
  all: rest(signedInProcedure, { method: 'GET', path: '/api/admin/roles/all' })
    .output(z.array(namedRef))
    .query(({ ctx }) => roles.all(ctx.deps)),
  get: rest(signedInProcedure.input(idInput), {
    method: 'GET',
    path: '/api/admin/roles/:id',
    input: 'params',
  })
    .output(roleOutput)
    .query(({ ctx, input }) => roles.get(ctx.deps, input.id)),
  create: rest(permittedProcedure('roles-create').input(roleInput), {
    method: 'POST',
    path: '/api/admin/roles',
    input: 'body',
    status: 201,
  })
    .output(roleOutput)
    .mutation(({ ctx, input }) => roles.create(ctx.deps, ctx.session, input)),
  update: rest(permittedProcedure('roles-edit').input(roleUpdateInput), {
    method: 'PUT',
    path: '/api/admin/roles/:id',
    input: 'params+body',
    versioned: true,
  })
    .output(roleOutput)
    .mutation(({ ctx, input }) => roles.update(ctx.deps, ctx.session, input)),
  delete: rest(permittedProcedure('roles-delete').input(idInput), {
    method: 'DELETE',
    path: '/api/admin/roles/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await roles.remove(ctx.deps, ctx.session, input.id);
      return { message: 'Role deleted successfully.' };
    }),
  ...lifecycleProcedures(roles.roleRecord),
});

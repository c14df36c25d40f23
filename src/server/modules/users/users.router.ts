import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { userCreateInput, userOutput, userPage, userUpdateInput } from '../../../shared/schemas/users.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { lifecycleProcedures } from '../audit/lifecycle-procedures.ts';
import * as users from './users.service.ts';

export const usersRouter = router({
  list: rest(signedInProcedure.input(listInput), { method: 'GET', path: '/api/admin/users', input: 'query' })
    .output(userPage)
    .query(({ ctx, input }) => users.list(ctx.deps, input)),
  get: rest(signedInProcedure.input(idInput), {
    method: 'GET',
    path: '/api/admin/users/:id',
    input: 'params',
  })
    .output(userOutput)
    .query(({ ctx, input }) => users.get(ctx.deps, input.id)),
  create: rest(permittedProcedure('users-create').input(userCreateInput), {
    method: 'POST',
    path: '/api/admin/users',
    input: 'body',
    status: 201,
  })
    .output(userOutput)
    .mutation(({ ctx, input }) => users.create(ctx.deps, ctx.session, input)),
  update: rest(permittedProcedure('users-edit').input(userUpdateInput), {
    method: 'PUT',
    path: '/api/admin/users/:id',
    input: 'params+body',
    versioned: true,
  })
    .output(userOutput)
    .mutation(({ ctx, input }) => users.update(ctx.deps, ctx.session, input, ctx.ip)),
  delete: rest(permittedProcedure('users-delete').input(idInput), {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await users.remove(ctx.deps, ctx.session, input.id);
      return { message: 'User deleted successfully.' };
    }),
  ...lifecycleProcedures(users.userRecord),
});

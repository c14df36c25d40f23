import { z } from 'zod';
import {
  categoryCreateInput,
  categoryOption,
  categoryOutput,
  categoryPage,
  categoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { lifecycleProcedures, versionProcedures } from '../audit/lifecycle-procedures.ts';
import * as categories from './categories.service.ts';

export const categoriesRouter = router({
  list: rest(signedInProcedure.input(listInput), {
    method: 'GET',
    path: '/api/admin/categories',
    input: 'query',
  })
    .output(categoryPage)
    .query(({ ctx, input }) => categories.list(ctx.deps, input)),
  all: rest(signedInProcedure, { method: 'GET', path: '/api/admin/categories/all' })
    .output(z.array(categoryOption))
    .query(({ ctx }) => categories.all(ctx.deps)),
  get: rest(signedInProcedure.input(idInput), {
    method: 'GET',
    path: '/api/admin/categories/:id',
    input: 'params',
  })
    .output(categoryOutput)
    .query(({ ctx, input }) => categories.get(ctx.deps, input.id)),
  create: rest(permittedProcedure('categories-create').input(categoryCreateInput), {
    method: 'POST',
    path: '/api/admin/categories',
    input: 'body',
    status: 201,
    multipartFile: 'image',
  })
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.create(ctx.deps, ctx.session.user, input)),
  update: rest(permittedProcedure('categories-edit').input(categoryUpdateInput), {
    method: 'PUT',
    path: '/api/admin/categories/:id',
    input: 'params+body',
    versioned: true,
    multipartFile: 'image',
  })
    .output(categoryOutput)
    .mutation(({ ctx, input }) => categories.update(ctx.deps, ctx.session.user, input)),
  delete: rest(permittedProcedure('categories-delete').input(idInput), {
    method: 'DELETE',
    path: '/api/admin/categories/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await categories.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Category deleted successfully.' };
    }),
  ...lifecycleProcedures(categories.categoryRecord),
  ...versionProcedures(categories.categoryRecord),
});

import { idInput, listInput, okOutput } from '../../../shared/schemas/common.ts';
import { mapCreateInput, mapOutput, mapPage, mapUpdateInput } from '../../../shared/schemas/maps.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { lifecycleProcedures, versionProcedures } from '../audit/lifecycle-procedures.ts';
import * as maps from './maps.service.ts';

export const mapsRouter = router({
  list: rest(signedInProcedure.input(listInput), { method: 'GET', path: '/api/admin/maps', input: 'query' })
    .output(mapPage)
    .query(({ ctx, input }) => maps.list(ctx.deps, input)),
  get: rest(signedInProcedure.input(idInput), { method: 'GET', path: '/api/admin/maps/:id', input: 'params' })
    .output(mapOutput)
    .query(({ ctx, input }) => maps.get(ctx.deps, input.id)),
  create: rest(permittedProcedure('maps-create').input(mapCreateInput), {
    method: 'POST',
    path: '/api/admin/maps',
    input: 'body',
    status: 201,
    multipartFile: 'image',
  })
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.create(ctx.deps, ctx.session.user, input)),
  update: rest(permittedProcedure('maps-edit').input(mapUpdateInput), {
    method: 'PUT',
    path: '/api/admin/maps/:id',
    input: 'params+body',
    versioned: true,
    multipartFile: 'image',
  })
    .output(mapOutput)
    .mutation(({ ctx, input }) => maps.update(ctx.deps, ctx.session.user, input)),
  delete: rest(permittedProcedure('maps-delete').input(idInput), {
    method: 'DELETE',
    path: '/api/admin/maps/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await maps.remove(ctx.deps, ctx.session.user, input.id);
      return { message: 'Map deleted successfully.' };
    }),
  ...lifecycleProcedures(maps.placeRecord),
  ...versionProcedures(maps.placeRecord),
});

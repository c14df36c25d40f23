import { z } from 'zod';
import { REGENCY_ADMIN, REGENCY_VIEWER } from '../../../shared/permissions.ts';
import { REGENCY_PUBLIC_VILLAGES_URL } from '../../../shared/public-map-urls.ts';
import { idInput, okOutput } from '../../../shared/schemas/common.ts';
import {
  dashboardInput,
  regencyPublicVillage,
  regencySearchHit,
  regencySearchInput,
  sharedCategory,
  sharedCategoryCreateInput,
  sharedCategoryUpdateInput,
  villageCreated,
  villageCreateInput,
  villageOutput,
  villageSummary,
} from '../../../shared/schemas/regency.ts';
import { fileOutput } from '../../../shared/schemas/transfer.ts';
import { publicProcedure, regencyProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import * as regency from './regency.service.ts';

export const regencyRouter = router({
  villages: rest(regencyProcedure(REGENCY_VIEWER), { method: 'GET', path: '/api/regency/villages' })
    .output(z.array(villageOutput))
    .query(({ ctx }) => regency.listVillages(ctx.deps)),
  addVillage: rest(regencyProcedure(REGENCY_ADMIN).input(villageCreateInput), {
    method: 'POST',
    path: '/api/regency/villages',
    input: 'body',
    status: 201,
  })
    .output(villageCreated)
    .mutation(({ ctx, input }) => regency.addVillage(ctx.deps, input)),
  dashboard: rest(regencyProcedure(REGENCY_VIEWER).input(dashboardInput), {
    method: 'GET',
    path: '/api/regency/dashboard',
    input: 'query',
  })
    .output(z.array(villageSummary))
    .query(({ ctx, input }) => regency.dashboard(ctx.deps, input)),
  dashboardCsv: rest(regencyProcedure(REGENCY_VIEWER).input(dashboardInput), {
    method: 'GET',
    path: '/api/regency/dashboard/export',
    input: 'query',
    download: true,
  })
    .output(fileOutput)
    .query(({ ctx, input }) => regency.dashboardCsv(ctx.deps, input)),
  // Closed: read-only for 30 days, then purged; opened again meanwhile, as it was.
  closeVillage: rest(regencyProcedure(REGENCY_ADMIN).input(idInput), {
    method: 'POST',
    path: '/api/regency/villages/:id/close',
    input: 'params',
  })
    .output(villageOutput)
    .mutation(({ ctx, input }) => regency.setVillageClosed(ctx.deps, input.id, true)),
  reopenVillage: rest(regencyProcedure(REGENCY_ADMIN).input(idInput), {
    method: 'POST',
    path: '/api/regency/villages/:id/reopen',
    input: 'params',
  })
    .output(villageOutput)
    .mutation(({ ctx, input }) => regency.setVillageClosed(ctx.deps, input.id, false)),
  // Whether the village the staff work in is closed (decision 0058): the back office says so up front.
  villageState: signedInProcedure
    .output(z.object({ closed: z.boolean() }))
    .query(({ ctx }) => ({ closed: ctx.villageClosed === true })),
  // The shared vocabulary (decision 0060): in every village, read-only there.
  sharedCategories: rest(regencyProcedure(REGENCY_VIEWER), { method: 'GET', path: '/api/regency/categories' })
    .output(z.array(sharedCategory))
    .query(({ ctx }) => regency.sharedCategories(ctx.deps)),
  addSharedCategory: rest(regencyProcedure(REGENCY_ADMIN).input(sharedCategoryCreateInput), {
    method: 'POST',
    path: '/api/regency/categories',
    input: 'body',
    status: 201,
  })
    .output(sharedCategory)
    .mutation(({ ctx, input }) => regency.addSharedCategory(ctx.deps, ctx.session.user, input)),
  updateSharedCategory: rest(regencyProcedure(REGENCY_ADMIN).input(sharedCategoryUpdateInput), {
    method: 'PUT',
    path: '/api/regency/categories/:id',
    input: 'params+body',
  })
    .output(sharedCategory)
    .mutation(({ ctx, input }) => regency.updateSharedCategory(ctx.deps, ctx.session.user, input)),
  deleteSharedCategory: rest(regencyProcedure(REGENCY_ADMIN).input(idInput), {
    method: 'DELETE',
    path: '/api/regency/categories/:id',
    input: 'params',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await regency.deleteSharedCategory(ctx.deps, ctx.session.user, input.id);
      return { message: 'Shared category deleted.' };
    }),
  // The regency's public page (/kabupaten): anyone, as each village's own map is.
  publicVillages: rest(publicProcedure, { method: 'GET', path: REGENCY_PUBLIC_VILLAGES_URL })
    .output(z.array(regencyPublicVillage))
    .query(({ ctx }) => regency.publicVillages(ctx.deps)),
  search: rest(publicProcedure.input(regencySearchInput), {
    method: 'GET',
    path: '/api/regency/public/search',
    input: 'query',
  })
    .output(z.array(regencySearchHit))
    .query(({ ctx, input }) => regency.searchPlaces(ctx.deps, ctx.ip, input)),
});

import { z } from 'zod';
import { idInput } from '../../../shared/schemas/common.ts';
import {
  adminReportDetail,
  placeFromReport,
  publicReport,
  reportBlurInput,
  reportChallenge,
  reportKind,
  reportKindUpdateInput,
  reportListInput,
  reportPage,
  reportPlaceLinkInput,
  reportSubmitInput,
  reportSubmitted,
  reportTracking,
  reportUpdateInput,
  trackingCodeInput,
} from '../../../shared/schemas/reports.ts';
import { permittedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import * as reports from './reports.service.ts';

/** Resident reports (issue 36): sent by anyone, followed with a tracking code, moderated by staff. */
export const reportsRouter = router({
  kinds: rest(publicProcedure, { method: 'GET', path: '/api/public/reports/kinds' })
    .output(z.array(reportKind))
    .query(({ ctx }) => reports.kinds(ctx.deps)),
  challenge: rest(publicProcedure, { method: 'GET', path: '/api/public/reports/challenge' })
    .output(reportChallenge)
    .query(({ ctx }) => reports.challenge(ctx.deps)),
  submit: rest(publicProcedure.input(reportSubmitInput), {
    method: 'POST',
    path: '/api/public/reports',
    input: 'body',
    status: 201,
    multipartFile: 'photos',
  })
    .output(reportSubmitted)
    .mutation(({ ctx, input }) => reports.submit(ctx.deps, ctx.ip, input)),
  track: rest(publicProcedure.input(trackingCodeInput), {
    method: 'GET',
    path: '/api/public/reports/:code',
    input: 'params',
  })
    .output(reportTracking)
    .query(({ ctx, input }) => reports.track(ctx.deps, input.code)),
  public: rest(publicProcedure, { method: 'GET', path: '/api/public/reports' })
    .output(z.array(publicReport))
    .query(({ ctx }) => reports.publicReports(ctx.deps)),
  list: rest(permittedProcedure('reports-view').input(reportListInput), {
    method: 'GET',
    path: '/api/admin/reports',
    input: 'query',
  })
    .output(reportPage)
    .query(({ ctx, input }) => reports.list(ctx.deps, input)),
  get: rest(permittedProcedure('reports-view').input(idInput), {
    method: 'GET',
    path: '/api/admin/reports/:id',
    input: 'params',
  })
    .output(adminReportDetail)
    .query(({ ctx, input }) => reports.get(ctx.deps, input.id)),
  update: rest(permittedProcedure('reports-moderate').input(reportUpdateInput), {
    method: 'PUT',
    path: '/api/admin/reports/:id',
    input: 'params+body',
    versioned: true,
  })
    .output(adminReportDetail)
    .mutation(({ ctx, input }) => reports.moderate(ctx.deps, ctx.session.user, input)),
  blur: rest(permittedProcedure('reports-moderate').input(reportBlurInput), {
    method: 'POST',
    path: '/api/admin/reports/:id/blur',
    input: 'params+body',
  })
    .output(adminReportDetail)
    .mutation(({ ctx, input }) => reports.blur(ctx.deps, ctx.session.user, input)),
  makePlace: rest(permittedProcedure('reports-moderate').input(idInput), {
    method: 'POST',
    path: '/api/admin/reports/:id/place',
    input: 'params',
    status: 201,
  })
    .output(placeFromReport)
    .mutation(({ ctx, input }) => reports.makePlace(ctx.deps, ctx.session.user, input.id)),
  // A "Data salah" report is about a place on the map: set beside that place's form.
  linkPlace: rest(permittedProcedure('reports-moderate').input(reportPlaceLinkInput), {
    method: 'POST',
    path: '/api/admin/reports/:id/corrects',
    input: 'params+body',
  })
    .output(placeFromReport)
    .mutation(({ ctx, input }) => reports.linkPlace(ctx.deps, ctx.session.user, input.id, input.place_id)),
  updateKind: rest(permittedProcedure('settings-edit').input(reportKindUpdateInput), {
    method: 'PUT',
    path: '/api/admin/report-kinds/:id',
    input: 'params+body',
  })
    .output(z.array(reportKind))
    .mutation(({ ctx, input }) => reports.updateKind(ctx.deps, input.id, input.due_days)),
});

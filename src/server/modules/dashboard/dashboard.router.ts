import { dashboardStats } from '../../../shared/schemas/dashboard.ts';
import { router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { stats } from './dashboard.service.ts';

export const dashboardRouter = router({
  stats: rest(signedInProcedure, { method: 'GET', path: '/api/admin/dashboard' })
    .output(dashboardStats)
    .query(({ ctx }) => stats(ctx.deps)),
});

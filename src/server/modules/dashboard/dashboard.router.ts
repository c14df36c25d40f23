import { dashboardStats } from '../../../shared/schemas/dashboard.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { stats } from './dashboard.service.ts';

export const dashboardRouter = router({
  stats: protectedProcedure.output(dashboardStats).query(({ ctx }) => stats(ctx.deps)),
});

import { activityInput, activityPage } from '../../../shared/schemas/history.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import * as activity from './activity.service.ts';

export const activityRouter = router({
  list: protectedProcedure
    .input(activityInput)
    .output(activityPage)
    .query(({ ctx, input }) => activity.list(ctx.deps, input)),
});

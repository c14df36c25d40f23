import { activityInput, activityPage } from '../../../shared/schemas/history.ts';
import { permittedProcedure, router } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import * as activity from './activity.service.ts';

export const activityRouter = router({
  list: rest(permittedProcedure('activity-view').input(activityInput), {
    method: 'GET',
    path: '/api/admin/activity',
    input: 'query',
  })
    .output(activityPage)
    .query(({ ctx, input }) => activity.list(ctx.deps, input)),
});

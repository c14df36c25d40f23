import { settingOutput, settingUpdateShape } from '../../../shared/schemas/settings.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { getSetting, updateSetting } from './settings.service.ts';

export const settingsRouter = router({
  get: protectedProcedure.output(settingOutput).query(({ ctx }) => getSetting(ctx.deps)),
  update: protectedProcedure
    .input(settingUpdateShape)
    .output(settingOutput)
    .mutation(({ ctx, input }) => updateSetting(ctx.deps, ctx.session.user, input)),
});

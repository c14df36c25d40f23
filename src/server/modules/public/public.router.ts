import { publicSettingOutput } from '../../../shared/schemas/settings.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getPublicSetting } from '../settings/settings.service.ts';

export const publicRouter = router({
  settings: publicProcedure.output(publicSettingOutput).query(({ ctx }) => getPublicSetting(ctx.deps)),
});

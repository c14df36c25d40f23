import { z } from 'zod';
import { publicCategory } from '../../../shared/schemas/public.ts';
import { publicSettingOutput } from '../../../shared/schemas/settings.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getPublicSetting } from '../settings/settings.service.ts';
import { mapCategories } from './public.service.ts';

export const publicRouter = router({
  settings: publicProcedure
    .output(publicSettingOutput)
    .query(
      async ({ ctx }) => (await ctx.deps.publicCache.get('settings', () => getPublicSetting(ctx.deps))).value,
    ),
  categories: publicProcedure
    .output(z.array(publicCategory))
    .query(
      async ({ ctx }) => (await ctx.deps.publicCache.get('categories', () => mapCategories(ctx.deps))).value,
    ),
});

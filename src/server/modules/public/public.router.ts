import { z } from 'zod';
import { publicCategory } from '../../../shared/schemas/public.ts';
import { publicSettingOutput } from '../../../shared/schemas/settings.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { publicAnswer } from './public.service.ts';

export const publicRouter = router({
  settings: publicProcedure
    .output(publicSettingOutput)
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.settings')).value.data),
  categories: publicProcedure
    .output(z.array(publicCategory))
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.categories')).value.data),
});

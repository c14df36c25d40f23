import { z } from 'zod';
import { PUBLIC_CATEGORIES_URL, PUBLIC_SETTINGS_URL } from '../../../shared/public-map-urls.ts';
import { publicCategory } from '../../../shared/schemas/public.ts';
import { publicSettingOutput } from '../../../shared/schemas/settings.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { publicAnswer } from './public.service.ts';

export const publicRouter = router({
  settings: rest(publicProcedure, { method: 'GET', path: PUBLIC_SETTINGS_URL, cached: true })
    .output(publicSettingOutput)
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.settings')).value.data),
  categories: rest(publicProcedure, { method: 'GET', path: PUBLIC_CATEGORIES_URL, cached: true })
    .output(z.array(publicCategory))
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.categories')).value.data),
});

import { z } from 'zod';
import {
  PUBLIC_CATEGORIES_URL,
  PUBLIC_PLACES_URL,
  PUBLIC_SETTINGS_URL,
} from '../../../shared/public-map-urls.ts';
import { idInput } from '../../../shared/schemas/common.ts';
import { publicCategory, publicMap, publicPlacesLight } from '../../../shared/schemas/public.ts';
import { publicSettingOutput } from '../../../shared/schemas/settings.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { publicAnswer, publicPlace } from './public.service.ts';

export const publicRouter = router({
  settings: rest(publicProcedure, { method: 'GET', path: PUBLIC_SETTINGS_URL, cached: true })
    .output(publicSettingOutput)
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.settings')).value.data),
  categories: rest(publicProcedure, { method: 'GET', path: PUBLIC_CATEGORIES_URL, cached: true })
    .output(z.array(publicCategory))
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.categories')).value.data),
  places: rest(publicProcedure, { method: 'GET', path: PUBLIC_PLACES_URL, cached: true })
    .output(publicPlacesLight)
    .query(async ({ ctx }) => (await publicAnswer(ctx.deps, 'public.places')).value.data),
  place: rest(publicProcedure.input(idInput), {
    method: 'GET',
    path: `${PUBLIC_PLACES_URL}/:id`,
    input: 'params',
  })
    .output(publicMap)
    .query(({ ctx, input }) => publicPlace(ctx.deps, input.id)),
});

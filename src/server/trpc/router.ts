import { activityRouter } from '../modules/activity/activity.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { categoriesRouter } from '../modules/categories/categories.router.ts';
import { dashboardRouter } from '../modules/dashboard/dashboard.router.ts';
import { mapsRouter } from '../modules/maps/maps.router.ts';
import { permissionsRouter } from '../modules/permissions/permissions.router.ts';
import { publicRouter } from '../modules/public/public.router.ts';
import { regencyRouter } from '../modules/regency/regency.router.ts';
import { reportsRouter } from '../modules/reports/reports.router.ts';
import { rolesRouter } from '../modules/roles/roles.router.ts';
import { settingsRouter } from '../modules/settings/settings.router.ts';
import { transferRouter } from '../modules/transfer/transfer.router.ts';
import { usersRouter } from '../modules/users/users.router.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  dashboard: dashboardRouter,
  public: publicRouter,
  permissions: permissionsRouter,
  roles: rolesRouter,
  users: usersRouter,
  categories: categoriesRouter,
  regency: regencyRouter,
  maps: mapsRouter,
  settings: settingsRouter,
  activity: activityRouter,
  transfer: transferRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

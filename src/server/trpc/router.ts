import { authRouter } from '../modules/auth/auth.router.ts';
import { dashboardRouter } from '../modules/dashboard/dashboard.router.ts';
import { publicRouter } from '../modules/public/public.router.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  dashboard: dashboardRouter,
  public: publicRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

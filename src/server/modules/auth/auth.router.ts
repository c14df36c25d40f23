import { changePasswordInput, loginInput, loginOutput, meOutput } from '../../../shared/schemas/auth.ts';
import { okOutput } from '../../../shared/schemas/common.ts';
import { sessionCookieValues } from '../../../shared/session-cookies.ts';
import { publicProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import * as auth from './auth.service.ts';

export const authRouter = router({
  login: rest(publicProcedure.input(loginInput), { method: 'POST', path: '/api/login', input: 'body' })
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { login, expiresAt } = await auth.login(ctx.deps, input, ctx.ip);
      ctx.cookies?.set(sessionCookieValues(login), expiresAt);
      return login;
    }),
  logout: rest(signedInProcedure, { method: 'POST', path: '/api/logout' })
    .output(okOutput)
    .mutation(async ({ ctx }) => {
      await auth.logout(ctx.deps, ctx.session.sessionId);
      ctx.cookies?.clear();
      return { message: 'Logged out successfully.' };
    }),
  me: rest(signedInProcedure, { method: 'GET', path: '/api/me' })
    .output(meOutput)
    .query(({ ctx }) => ({ ...ctx.session.user, permissions: ctx.session.permissions })),
  changePassword: rest(signedInProcedure.input(changePasswordInput), {
    method: 'PUT',
    path: '/api/account/password',
    input: 'body',
  })
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.changePassword(ctx.deps, ctx.session, input, ctx.ip);
      return { message: 'Password changed successfully.' };
    }),
});

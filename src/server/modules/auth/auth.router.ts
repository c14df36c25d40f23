import { changePasswordInput, loginInput, loginOutput, meOutput } from '../../../shared/schemas/auth.ts';
import { okOutput } from '../../../shared/schemas/common.ts';
import { sessionCookieValues } from '../../../shared/session-cookies.ts';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as auth from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { login, expiresAt } = await auth.login(ctx.deps, input, ctx.ip);
      ctx.cookies?.set(sessionCookieValues(login), expiresAt);
      return login;
    }),
  logout: protectedProcedure.output(okOutput).mutation(async ({ ctx }) => {
    await auth.logout(ctx.deps, ctx.session.sessionId);
    ctx.cookies?.clear();
    return { message: 'Logged out successfully.' };
  }),
  me: protectedProcedure
    .output(meOutput)
    .query(({ ctx }) => ({ ...ctx.session.user, permissions: ctx.session.permissions })),
  changePassword: protectedProcedure
    .input(changePasswordInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await auth.changePassword(ctx.deps, ctx.session, input, ctx.ip);
      return { message: 'Password changed successfully.' };
    }),
});

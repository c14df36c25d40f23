import { loginInput, loginOutput, meOutput } from '../../../shared/schemas/auth.ts';
import { okOutput } from '../../../shared/schemas/common.ts';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import * as auth from './auth.service.ts';

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.ip)),
  logout: protectedProcedure.output(okOutput).mutation(async ({ ctx }) => {
    await auth.logout(ctx.deps, ctx.session.sessionId);
    return { message: 'Logged out successfully.' };
  }),
  me: protectedProcedure
    .output(meOutput)
    .query(({ ctx }) => ({ ...ctx.session.user, permissions: ctx.session.permissions })),
});

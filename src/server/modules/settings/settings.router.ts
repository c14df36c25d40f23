import {
  historyOutput,
  historyVersion,
  restoreSettingsVersionInput,
  settingsVersionInput,
} from '../../../shared/schemas/history.ts';
import { settingOutput, settingUpdateShape } from '../../../shared/schemas/settings.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import {
  getSetting,
  restoreSettingsVersion,
  settingsHistory,
  settingsVersion,
  updateSetting,
} from './settings.service.ts';

export const settingsRouter = router({
  get: protectedProcedure.output(settingOutput).query(({ ctx }) => getSetting(ctx.deps)),
  update: protectedProcedure
    .input(settingUpdateShape)
    .output(settingOutput)
    .mutation(({ ctx, input }) => updateSetting(ctx.deps, ctx.session.user, input)),
  history: protectedProcedure.output(historyOutput).query(({ ctx }) => settingsHistory(ctx.deps)),
  version: protectedProcedure
    .input(settingsVersionInput)
    .output(historyVersion)
    .query(({ ctx, input }) => settingsVersion(ctx.deps, input.entry)),
  restoreVersion: protectedProcedure
    .input(restoreSettingsVersionInput)
    .output(settingOutput)
    .mutation(({ ctx, input }) => restoreSettingsVersion(ctx.deps, ctx.session.user, input)),
});

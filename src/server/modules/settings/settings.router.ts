import {
  historyOutput,
  historyVersion,
  restoreSettingsVersionInput,
  settingsVersionInput,
} from '../../../shared/schemas/history.ts';
import {
  boundaryFileInput,
  boundaryFileOutput,
  settingOutput,
  settingUpdateShape,
} from '../../../shared/schemas/settings.ts';
import { permittedProcedure, router, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import { boundaryFromFile } from './boundary-file.ts';
import {
  getSetting,
  restoreSettingsVersion,
  settingsHistory,
  settingsVersion,
  updateSetting,
} from './settings.service.ts';

export const settingsRouter = router({
  get: rest(signedInProcedure, { method: 'GET', path: '/api/admin/settings' })
    .output(settingOutput)
    .query(({ ctx }) => getSetting(ctx.deps)),
  update: rest(permittedProcedure('settings-edit').input(settingUpdateShape), {
    method: 'PUT',
    path: '/api/admin/settings',
    input: 'body',
    versioned: true,
  })
    .output(settingOutput)
    .mutation(({ ctx, input }) => updateSetting(ctx.deps, ctx.session.user, input)),
  /** Reads a boundary file and offers its polygons; writes nothing (a mutation only to carry the file). */
  boundaryFromFile: rest(permittedProcedure('settings-edit').input(boundaryFileInput), {
    method: 'POST',
    path: '/api/admin/settings/boundary-file',
    input: 'body',
    multipartFile: 'file',
  })
    .output(boundaryFileOutput)
    .mutation(({ ctx, input }) => boundaryFromFile(ctx.deps, input)),
  history: rest(signedInProcedure, { method: 'GET', path: '/api/admin/settings/history' })
    .output(historyOutput)
    .query(({ ctx }) => settingsHistory(ctx.deps)),
  version: rest(signedInProcedure.input(settingsVersionInput), {
    method: 'GET',
    path: '/api/admin/settings/history/:entry',
    input: 'params',
  })
    .output(historyVersion)
    .query(({ ctx, input }) => settingsVersion(ctx.deps, input.entry)),
  restoreVersion: rest(permittedProcedure('settings-edit').input(restoreSettingsVersionInput), {
    method: 'POST',
    path: '/api/admin/settings/history/:entry/restore',
    input: 'params+body',
    versioned: true,
  })
    .output(settingOutput)
    .mutation(({ ctx, input }) => restoreSettingsVersion(ctx.deps, ctx.session.user, input)),
});

import type { ProcedureAccess } from '../../../shared/permissions.ts';
import type { Deps } from '../../deps.ts';
import type { ImageFolder } from '../../uploads/image-storage.ts';
import type { AuthSession } from '../auth/auth.service.ts';
import { photoAudience } from '../reports/reports.service.ts';
import { heldByDeletedRecord, liveHolderStatus } from './images.repository.ts';

/**
 * Who an uploaded image is shown to (issue 30, decision 0027): everyone while an active place or a live
 * category holds it; a withdrawn one (its place inactive, or its record in "Recently deleted") only to a
 * signed-in user who may see that record in the back office, by the same access its screen's procedure
 * needs; an image no record holds, to no one.
 */
export type ImageAccess = { to: 'public' } | { to: 'staff'; session: AuthSession } | { to: 'no one' };

const NO_ONE: ImageAccess = { to: 'no one' };

/**
 * What a withdrawn image needs: the access of the screen that shows its record (the procedures declare
 * it; the caller reads it from the router, which this module may not import).
 */
export interface WithdrawnImageNeeds {
  inactive: ProcedureAccess;
  deleted: Record<Exclude<ImageFolder, 'reports'>, ProcedureAccess>;
  /** A resident report's photo that is not public (decision 0054). */
  reports: ProcedureAccess;
}

export async function imageAccess(
  deps: Deps,
  folder: ImageFolder,
  name: string,
  token: string | null,
  needs: WithdrawnImageNeeds,
): Promise<ImageAccess> {
  if (folder === 'reports') return reportPhotoAccess(deps, name, token, needs.reports);
  const status = await liveHolderStatus(deps.db, folder, name);
  if (status === 'active') return { to: 'public' };
  // The public's answer needs nothing more: no session is looked up for an anonymous request.
  if (!token) return NO_ONE;
  // The session first (one indexed read): a made-up token must not make the database look through
  // "Recently deleted" for anyone who asks.
  const session = await deps.auth.authenticate(token);
  if (!session) return NO_ONE;
  let access: ProcedureAccess;
  if (status === 'inactive') access = needs.inactive;
  else if (await heldByDeletedRecord(deps.db, folder, name)) access = needs.deleted[folder as 'maps'];
  else return NO_ONE;
  if (access !== 'session' && !session.permissions[access]) return NO_ONE;
  return { to: 'staff', session };
}

/** A report's photo: public once staff released it (reports.service decides), else for report staff. */
async function reportPhotoAccess(
  deps: Deps,
  name: string,
  token: string | null,
  needs: ProcedureAccess,
): Promise<ImageAccess> {
  const audience = await photoAudience(deps, name);
  if (audience === 'public') return { to: 'public' };
  if (!audience || !token) return NO_ONE;
  const session = await deps.auth.authenticate(token);
  if (!session || (needs !== 'session' && !session.permissions[needs])) return NO_ONE;
  return { to: 'staff', session };
}

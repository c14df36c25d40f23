import type { PermissionMap } from '../../shared/permissions.ts';
import { PROCEDURE_ACCESS } from '../generated/procedure-access.ts';

/** A procedure of the server's router, by its path (`maps.update`). */
export type ProcedurePath = keyof typeof PROCEDURE_ACCESS;

/**
 * Whether a user holding these permissions may call the procedure: the screens show a button only to
 * those its procedure lets through. What each procedure needs is read from the router's own declarations
 * (generated: scripts/procedure-access.ts, decision 0043), so a screen and the server cannot disagree.
 */
export function mayCall(permissions: PermissionMap | null | undefined, procedure: ProcedurePath): boolean {
  const access: string = PROCEDURE_ACCESS[procedure];
  if (access === 'public') return true;
  if (!permissions) return false;
  return access === 'session' || permissions[access] === true;
}

import { PROCEDURE_ACCESS } from '../generated/procedure-access.ts';
import type { ProcedurePath } from './may-call.ts';
import type { Thing } from './thing-names.ts';

/**
 * The resources with a lifecycle (history, "Recently deleted"): those whose router has `undelete`. Read from
 * the router's own declarations (generated, decision 0043), so a resource gets the name once its server
 * statement (decision 0044) gives it the procedures.
 */
export type RecordName = ProcedurePath extends infer Path
  ? Path extends `${infer Name}.undelete`
    ? Name
    : never
  : never;

/** Those of them whose older versions can be brought back ("Restore this version"). */
export type VersionedName = Extract<
  RecordName,
  ProcedurePath extends infer Path ? (Path extends `${infer Name}.restoreVersion` ? Name : never) : never
>;

/**
 * What a resource's screens say once (decision 0047); its edit screen's conflict and history parts and its
 * "Recently deleted" come from it (components/record-edit-screen.tsx, components/recently-deleted-screen.tsx).
 * Its name is its tRPC router key and REST path, and its list's route: `/admin/{name}`.
 */
export interface RecordScreens {
  name: RecordName;
  /** How the shared sentences name it ("This category was changed by…", "Recently deleted categories"). */
  thing: Thing;
  /** The edit screen's title (also the tab's), subtitle and loading line; a message function each. */
  title: () => string;
  subtitle: () => string;
  loading: () => string;
  /** The toast of a saved edit. */
  updated: () => string;
  /** A hook giving what refreshes every screen that shows the resource, after a save or a restore. */
  useRefresh: () => () => Promise<unknown>;
}

/** Where the resource's list is: a saved edit goes back to it, and so does "Back to the list". */
export const listRoute = (name: RecordName) => `/admin/${name}`;

/** Whether the resource's versions can be restored; the history of the others lists changes only. */
export const hasVersions = (name: RecordName): name is VersionedName =>
  `${name}.restoreVersion` in PROCEDURE_ACCESS;

/**
 * Whether reading the history needs more than being signed in (users, roles: who may edit that one). A
 * refusal (403) is then said in the history panel, not by the forbidden page (decision 0022).
 */
export const historyMayBeRefused = (name: RecordName): boolean => {
  const path: ProcedurePath = `${name}.history`;
  return PROCEDURE_ACCESS[path] !== 'session';
};

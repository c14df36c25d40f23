import type { z } from 'zod';
import type { PermissionName } from '../../../shared/permissions.ts';
import { idInput } from '../../../shared/schemas/common.ts';
import {
  deletedOutput,
  historyInput,
  historyOutput,
  historyVersion,
  historyVersionInput,
  type RestoreVersionInput,
  restoreVersionInput,
} from '../../../shared/schemas/history.ts';
import type { Deps } from '../../deps.ts';
import { permittedProcedure, signedInProcedure } from '../../trpc/init.ts';
import { rest } from '../../trpc/procedure-meta.ts';
import type { AuthSession } from '../auth/auth.service.ts';
import { historyOfRecord, recordToRestore, versionOfRecord } from './history.ts';
import { listRecentlyDeleted, type RecoverableTable } from './recently-deleted.ts';
import { load, type RecordStatement } from './record-writes.ts';

/**
 * A record with history and "Recently deleted" (decisions 0022, 0024), stated once (decisions 0044, 0046):
 * what its writes need (RecordStatement: its table, which is also its name in the API and its REST path,
 * its name in messages, how it reads, its label and links), who may do what, and the rules only it knows.
 * Its history, versions, restore and recently deleted procedures, with their REST routes and so their
 * OpenAPI, come from this statement; its service's writes go through record-writes.ts with it.
 */
export interface RecordLifecycle<Name extends RecoverableTable, R> extends RecordStatement<Name, R> {
  output: z.ZodType<R>;
  /** Reading its history and versions; any signed-in user when omitted. */
  readHistory?: PermissionName;
  /** Bringing a deleted one back, and seeing "Recently deleted". */
  undeleteNeeds: PermissionName;
  /**
   * The record is there and the caller may act on it, or this throws (404, 403): before its history. When
   * omitted, it is there (404).
   */
  check?(deps: Deps, session: AuthSession, id: number): Promise<unknown>;
  /** Brings a deleted one back, with whatever it held (its own rules: links, no escalation). */
  undelete(deps: Deps, session: AuthSession, id: number): Promise<R>;
}

/** A record whose versions can be brought back ("Restore this version"), as a new version. */
export interface VersionedLifecycle<Name extends RecoverableTable, R> extends RecordLifecycle<Name, R> {
  restoreNeeds: PermissionName;
  /** Writes what a version held back as a new update, from the version the screen showed. */
  restore(
    deps: Deps,
    session: AuthSession,
    old: Record<string, unknown>,
    input: RestoreVersionInput,
  ): Promise<R>;
}

/** Before its history or a version: the record is there (404) and the caller may act on it (403). */
const checkRecord = <R>(
  resource: RecordLifecycle<RecoverableTable, R>,
  deps: Deps,
  session: AuthSession,
  id: number,
) => (resource.check ? resource.check(deps, session, id) : load(deps.db, resource, id));

const readBase = (needs: PermissionName | undefined) =>
  needs ? permittedProcedure(needs) : signedInProcedure;

/** History, "Recently deleted" and bringing a record back: `/api/admin/{name}/...`. */
export function lifecycleProcedures<Name extends RecoverableTable, R>(resource: RecordLifecycle<Name, R>) {
  // A plain string: the routes' parameters are checked against the inputs here, in the shared form.
  const base: string = `/api/admin/${resource.name}`;
  return {
    history: rest(readBase(resource.readHistory).input(historyInput), {
      method: 'GET',
      path: `${base}/:id/history`,
      input: 'params',
    })
      .output(historyOutput)
      .query(async ({ ctx, input }) => {
        await checkRecord(resource, ctx.deps, ctx.session, input.id);
        return historyOfRecord(ctx.deps.db, resource.name, input.id);
      }),
    deleted: rest(permittedProcedure(resource.undeleteNeeds), { method: 'GET', path: `${base}/deleted` })
      .output(deletedOutput)
      .query(({ ctx }) => listRecentlyDeleted(ctx.deps, resource.name)),
    undelete: rest(permittedProcedure(resource.undeleteNeeds).input(idInput), {
      method: 'POST',
      path: `${base}/deleted/:id/restore`,
      input: 'params',
    })
      .output(resource.output)
      .mutation(({ ctx, input }) => resource.undelete(ctx.deps, ctx.session, input.id)),
  };
}

/** The history's versions, and "Restore this version": `/api/admin/{name}/:id/history/:entry[/restore]`. */
export function versionProcedures<Name extends RecoverableTable, R>(resource: VersionedLifecycle<Name, R>) {
  // A plain string: the routes' parameters are checked against the inputs here, in the shared form.
  const base: string = `/api/admin/${resource.name}`;
  return {
    version: rest(readBase(resource.readHistory).input(historyVersionInput), {
      method: 'GET',
      path: `${base}/:id/history/:entry`,
      input: 'params',
    })
      .output(historyVersion)
      .query(async ({ ctx, input }) => {
        await checkRecord(resource, ctx.deps, ctx.session, input.id);
        return versionOfRecord(ctx.deps.db, resource.name, input.id, input.entry);
      }),
    restoreVersion: rest(permittedProcedure(resource.restoreNeeds).input(restoreVersionInput), {
      method: 'POST',
      path: `${base}/:id/history/:entry/restore`,
      input: 'params+body',
      versioned: true,
    })
      .output(resource.output)
      .mutation(async ({ ctx, input }) => {
        const old = await recordToRestore(ctx.deps.db, resource.name, input.id, input.entry);
        return resource.restore(ctx.deps, ctx.session, old, input);
      }),
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which village the current work is for (issue 35, decision 0052). Every connection the server's database
 * handles give out carries it (database.ts), so every statement runs in one village: the database fills
 * each new row's `village_id` from it and, with row-level security, shows only that village's rows.
 *
 * The first village (the database as it was before villages, `/` of the site) is what work is for unless
 * it runs inside `inVillage`: a request runs in the village it reached, and so does anything started by it.
 */
export const FIRST_VILLAGE_ID = 1;

/**
 * A village no row belongs to: work that could not learn its village (the directory could not be read) runs
 * in it, so it sees and writes nothing of any village rather than guessing one.
 */
export const NO_VILLAGE_ID = 2_147_483_647;

const current = new AsyncLocalStorage<number>();

/** Runs `work` (and everything it starts) for one village. */
export function inVillage<T>(villageId: number, work: () => T): T {
  if (!Number.isSafeInteger(villageId) || villageId < 1) throw new Error(`not a village id: ${villageId}`);
  return current.run(villageId, work);
}

/** The village the current work is for. */
export function currentVillageId(): number {
  return current.getStore() ?? FIRST_VILLAGE_ID;
}

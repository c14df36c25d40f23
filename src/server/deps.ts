import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnswerCache } from './cache/answer-cache.ts';
import type { Config } from './config.ts';
import type { DB } from './db/schema.ts';
import type { VillageDirectory } from './db/village-directory.ts';
import type { Authenticator } from './modules/auth/authenticator.ts';
import type { PicturePool } from './pictures/picture-pool.ts';
import type { ImageStorage } from './uploads/image-storage.ts';

/** What services need from the outside world; tests pass their own (an in-memory database, a fake clock). */
export interface Deps {
  db: Kysely<DB>;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Shared public answers of the current village; checked again after every successful mutation. */
  readonly publicCache: AnswerCache;
  /** After a change every village's public answers read (a shared category): each village checks again. */
  everyVillageWrote(): void;
  /** The villages requests reach, by path slug and host name (db/village-directory.ts). */
  villages: VillageDirectory;
  /** Uploaded images, shared by every instance (uploads/image-storage.ts). */
  images: ImageStorage;
  /** Processes that draw and re-encode pictures, off the server's threads (pictures/picture-pool.ts). */
  pictures: PicturePool;
  /** Sessions and their cookies, for code that must not import the auth module (trpc/init.ts, http/). */
  auth: Authenticator;
}

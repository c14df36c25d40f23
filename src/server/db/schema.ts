import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text so pg never guesses an array's type. */
type Json = ColumnType<unknown, string, string>;
/** A column the database fills when an insert leaves it out. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface SessionsTable {
  id: string;
  secret_hash: Uint8Array;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: WithDefault<string>;
  color: WithDefault<string>;
  image: string | null;
  /** How its places are marked on the map (see MAP_MARKERS). */
  map_marker: WithDefault<'circle' | 'icon'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface MapsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: WithDefault<string>;
  address: WithDefault<string>;
  latitude: number | null;
  longitude: number | null;
  category_id: number | null;
  geometry: Json | null;
  bbox_min_lng: number | null;
  bbox_min_lat: number | null;
  bbox_max_lng: number | null;
  bbox_max_lat: number | null;
  status: WithDefault<'active' | 'inactive'>;
  image: string | null;
  opening_hours: WithDefault<string>;
  phone: WithDefault<string>;
  website: WithDefault<string>;
  /** The photos after the first (which is `image`), in order: stored image names (migration place-info). */
  extra_photos: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface SettingsTable {
  id: ColumnType<number, 1, never>;
  title: string;
  description: WithDefault<string>;
  map_center_lat: number | null;
  map_center_lng: number | null;
  map_zoom: number | null;
  village_boundary: Json | null;
  /** The village's default language mode (issue 25): 'standar', 'id' or 'en'. */
  language: WithDefault<string>;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

/** 'restore' brings a deleted record back; an update that restored an older version is an 'update'. */
/** 'import': one entry for an import as a whole (its places each have their own 'create'). */
export type AuditAction = 'create' | 'update' | 'delete' | 'restore' | 'import';

export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  actor_id: number | null;
  actor_username: string;
  table_name: string;
  /** Null for an entry about many records (an import). */
  record_id: number | null;
  action: AuditAction;
  before: Json | null;
  after: Json | null;
  /** An update sent without the version it was made from (last writer wins). */
  last_writer_wins: WithDefault<boolean>;
  /** The entry whose version this update brought back ("Restore this version"). */
  restored_from: ColumnType<string | null, string | null | undefined, never>;
  /** The fields an update changed (names, sorted; JSON). */
  changed: ColumnType<string[], string | undefined, never>;
  /** The record's name and version as the entry left them, for lists. */
  record_name: WithDefault<string>;
  record_version: number | null;
}

/** A deleted map, category, user or role, whole, for 30 days (see the migration history-and-recently-deleted). */
export interface DeletedRecordsTable {
  id: ColumnType<string, never, never>;
  table_name: string;
  record_id: number;
  /** Its name, for the "Recently deleted" list. */
  label: string;
  row: Json;
  /** Rows of other tables that went with it (a user's roles, a role's holders, a category's places). */
  links: Json;
  deleted_at: CreatedAt;
  deleted_by: string;
}

/** One row, written by triggers only (see the migration public-data-version). */
export interface PublicDataVersionTable {
  id: ColumnType<number, never, never>;
  version: ColumnType<string, never, never>;
}

/** Sign-in attempts of the current window, per key (see the migration login-attempts). */
export interface LoginAttemptsTable {
  key: string;
  window_start: Date;
  attempts: number;
}

/** Costly anonymous requests counted per client and kind of work, per window (rate-limits module). */
export type RequestCountsTable = LoginAttemptsTable;

/** Vector tiles cut at a public data version, shared by the instances (migration vector-tiles). */
export interface VectorTilesTable {
  z: number;
  x: number;
  y: number;
  /** The public data version it was cut at (bigint, read as text). */
  version: ColumnType<string, string, string>;
  bytes: Buffer;
}

export interface LoginTrustedAddressesTable {
  account: string;
  address: string;
  last_success_at: Date;
}

/** Uploaded images (see the migration stored-images and src/server/uploads/database-image-storage.ts). */
export interface StoredImagesTable {
  folder: string;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
  created_at: ColumnType<Date, never, never>;
}

/** A large value of an audit entry's record, stored once under its hash (see the migration storage-usage-and-audit-values). */
export interface AuditValuesTable {
  hash: string;
  value: Json;
  bytes: number;
  used_at: WithDefault<Date>;
}

/** Which field of which entry's `before` or `after` is which value. */
export interface AuditEntryValuesTable {
  entry_id: string;
  side: 'before' | 'after';
  field: string;
  hash: string;
}

/** One row: what the village stores, counted by triggers, and the limit the server was started with. */
export interface StorageUsageTable {
  id: ColumnType<number, 1, never>;
  image_bytes: ColumnType<string, never, never>;
  audit_entry_bytes: ColumnType<string, never, never>;
  audit_value_bytes: ColumnType<string, never, never>;
  quota_bytes: string | number | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  categories: CategoriesTable;
  maps: MapsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  public_data_version: PublicDataVersionTable;
  login_attempts: LoginAttemptsTable;
  request_counts: RequestCountsTable;
  vector_tiles: VectorTilesTable;
  login_trusted_addresses: LoginTrustedAddressesTable;
  stored_images: StoredImagesTable;
  deleted_records: DeletedRecordsTable;
  audit_values: AuditValuesTable;
  audit_entry_values: AuditEntryValuesTable;
  storage_usage: StorageUsageTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SettingsRow = Selectable<SettingsTable>;

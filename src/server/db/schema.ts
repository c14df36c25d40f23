import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text so pg never guesses an array's type. */
type Json = ColumnType<unknown, string, string>;
/** A column the database fills when an insert leaves it out. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** The village a row belongs to: filled by the database from the current village, never written (decision 0052). */
type VillageId = ColumnType<number, never, never>;

export interface UsersTable {
  village_id: VillageId;
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
  village_id: VillageId;
  id: string;
  secret_hash: Uint8Array;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface PermissionsTable {
  village_id: VillageId;
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface RolesTable {
  village_id: VillageId;
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Grows by one with every update (a trigger; see the migration record-versions). */
  version: ColumnType<number, never, never>;
}

export interface RolePermissionsTable {
  village_id: VillageId;
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  village_id: VillageId;
  user_id: number;
  role_id: number;
}

export interface CategoriesTable {
  /** None for the regency's shared categories (decision 0060), which every village reads. */
  village_id: ColumnType<number | null, never, never>;
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
  village_id: VillageId;
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
  village_id: VillageId;
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
  village_id: VillageId;
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
  village_id: VillageId;
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
  village_id: VillageId;
  id: ColumnType<number, never, never>;
  version: ColumnType<string, never, never>;
}

/** Sign-in attempts of the current window, per key (see the migration login-attempts). */
export interface LoginAttemptsTable {
  village_id: VillageId;
  key: string;
  window_start: Date;
  attempts: number;
}

/** Costly anonymous requests counted per client and kind of work, per window (rate-limits module). */
export type RequestCountsTable = LoginAttemptsTable;

/** One number the regency's shared changes move (migration regency-data-version); every village reads it. */
export interface RegencyDataVersionTable {
  id: ColumnType<number, 1, never>;
  version: ColumnType<string, string, string>;
}

/** Vector tiles cut at a public data version, shared by the instances (migration vector-tiles). */
export interface VectorTilesTable {
  village_id: VillageId;
  z: number;
  x: number;
  y: number;
  /** The public data version it was cut at (bigint, read as text). */
  version: ColumnType<string, string, string>;
  bytes: Buffer;
}

export interface LoginTrustedAddressesTable {
  village_id: VillageId;
  account: string;
  address: string;
  last_success_at: Date;
}

/** Uploaded images (see the migration stored-images and src/server/uploads/database-image-storage.ts). */
export interface StoredImagesTable {
  village_id: VillageId;
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
  village_id: VillageId;
  hash: string;
  value: Json;
  bytes: number;
  used_at: WithDefault<Date>;
}

/** Which field of which entry's `before` or `after` is which value. */
export interface AuditEntryValuesTable {
  village_id: VillageId;
  entry_id: string;
  side: 'before' | 'after';
  field: string;
  hash: string;
}

/** One row: what the village stores, counted by triggers, and the limit the server was started with. */
export interface StorageUsageTable {
  village_id: VillageId;
  id: ColumnType<number, 1, never>;
  image_bytes: ColumnType<string, never, never>;
  audit_entry_bytes: ColumnType<string, never, never>;
  audit_value_bytes: ColumnType<string, never, never>;
  quota_bytes: string | number | null;
}

/** The villages of the deployment (migration villages); `village_hosts` names the hosts that reach each. */
export interface VillagesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** The kode wilayah desa, e.g. 35.07.12.2001; null until known. */
  region_code: string | null;
  kecamatan: WithDefault<string>;
  created_at: CreatedAt;
  closed_at: Date | null;
}

export interface VillageHostsTable {
  host: string;
  village_id: number;
}

/** Who acts for the regency (migration regency): a user of a village, as its admin or viewer. */
export interface RegencyStaffTable {
  village_id: VillageId;
  user_id: number;
  role: 'admin' | 'viewer';
}

/** Resident reports (issue 36; see the migrations reports and reports-in-villages). */
export interface ReportKindsTable {
  village_id: VillageId;
  id: Generated<number>;
  name: string;
  due_days: WithDefault<number>;
  makes_place: WithDefault<boolean>;
  /** A verified report of it is set beside a place's form ("Data salah"; migration report-corrections). */
  corrects_place: WithDefault<boolean>;
  position: WithDefault<number>;
}

export interface ReportsTable {
  village_id: VillageId;
  id: Generated<number>;
  tracking_code: string;
  kind_id: number;
  description: string;
  latitude: number;
  longitude: number;
  privacy: 'publik' | 'anonim' | 'rahasia';
  reporter_name: WithDefault<string>;
  reporter_phone: WithDefault<string>;
  /** Stored image names (folder `reports`), in order. */
  photos: ColumnType<string[], string | undefined, string>;
  photos_public: WithDefault<boolean>;
  status: WithDefault<'baru' | 'diverifikasi' | 'ditindaklanjuti' | 'selesai' | 'ditolak' | 'duplikat'>;
  reason: WithDefault<string>;
  duplicate_of: number | null;
  place_id: number | null;
  idempotency_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  version: WithDefault<number>;
}

export interface ReportEventsTable {
  village_id: VillageId;
  id: ColumnType<string, never, never>;
  report_id: number;
  at: CreatedAt;
  actor_id: number | null;
  actor_username: WithDefault<string>;
  status: string;
  privacy: string;
  reason: WithDefault<string>;
}

export interface ReportChallengesTable {
  nonce: string;
  expires_at: Date;
}

export interface ReportSecretsTable {
  id: number;
  secret: string;
}

export interface DB {
  villages: VillagesTable;
  village_hosts: VillageHostsTable;
  regency_staff: RegencyStaffTable;
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
  regency_data_version: RegencyDataVersionTable;
  report_kinds: ReportKindsTable;
  reports: ReportsTable;
  report_events: ReportEventsTable;
  report_challenges: ReportChallengesTable;
  report_secrets: ReportSecretsTable;
}

/** What the app reads of a row: its village is the one it works in. */
export type UserRow = Omit<Selectable<UsersTable>, 'village_id'>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Omit<Selectable<SessionsTable>, 'village_id'>;
export type SettingsRow = Omit<Selectable<SettingsTable>, 'village_id'>;

import type { Migration } from 'kysely';
import * as initial from './2026-11-22T10-00-initial.ts';
import * as auditLog from './2026-11-23T08-00-audit-log.ts';
import * as publicDataVersion from './2026-11-23T16-00-public-data-version.ts';
import * as loginAttempts from './2026-11-25T09-00-login-attempts.ts';
import * as categoryMapMarker from './2026-11-25T14-00-category-map-marker.ts';
import * as storedImages from './2026-11-26T09-00-stored-images.ts';
import * as recordVersions from './2026-11-26T12-00-record-versions.ts';
import * as historyAndRecentlyDeleted from './2026-11-26T15-00-history-and-recently-deleted.ts';
import * as settingsLanguage from './2026-11-27T09-00-settings-language.ts';
import * as storageUsageAndAuditValues from './2026-11-28T10-00-storage-usage-and-audit-values.ts';
import * as requestCounts from './2026-11-28T11-00-request-counts.ts';
import * as imageReads from './2026-11-28T12-00-image-reads.ts';
import * as deletedRecordImages from './2026-11-28T13-00-deleted-record-images.ts';
import * as placeInfo from './2026-11-29T10-00-place-info.ts';
import * as importEntries from './2026-11-30T10-00-import-entries.ts';
import * as vectorTiles from './2026-12-01T10-00-vector-tiles.ts';
import * as villages from './2026-12-02T10-00-villages.ts';
import * as rowLevelSecurity from './2026-12-02T11-00-row-level-security.ts';
import * as regency from './2026-12-03T09-00-regency.ts';
import * as regencySummary from './2026-12-03T09-30-regency-summary.ts';
import * as reports from './2026-12-03T10-00-reports.ts';
import * as regencySummaryGrouped from './2026-12-03T10-30-regency-summary-grouped.ts';
import * as reportsInVillages from './2026-12-03T11-00-reports-in-villages.ts';
import * as regencyPublic from './2026-12-04T09-00-regency-public.ts';
import * as regencySearchTrigrams from './2026-12-04T10-00-regency-search-trigrams.ts';
import * as villageClosing from './2026-12-04T11-00-village-closing.ts';
import * as sharedCategories from './2026-12-05T09-00-shared-categories.ts';
import * as reportCorrections from './2026-12-05T10-00-report-corrections.ts';
import * as regencyDataVersion from './2026-12-05T11-00-regency-data-version.ts';
import * as storageQuotaEverywhere from './2026-12-06T09-00-storage-quota-everywhere.ts';

/** Listed by hand so the migrations travel inside the compiled server; names sort by date. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T10-00-initial': initial,
  '2026-11-23T08-00-audit-log': auditLog,
  '2026-11-23T16-00-public-data-version': publicDataVersion,
  '2026-11-25T09-00-login-attempts': loginAttempts,
  '2026-11-25T14-00-category-map-marker': categoryMapMarker,
  '2026-11-26T09-00-stored-images': storedImages,
  '2026-11-26T12-00-record-versions': recordVersions,
  '2026-11-26T15-00-history-and-recently-deleted': historyAndRecentlyDeleted,
  '2026-11-27T09-00-settings-language': settingsLanguage,
  '2026-11-28T10-00-storage-usage-and-audit-values': storageUsageAndAuditValues,
  '2026-11-28T11-00-request-counts': requestCounts,
  '2026-11-28T12-00-image-reads': imageReads,
  '2026-11-28T13-00-deleted-record-images': deletedRecordImages,
  '2026-11-29T10-00-place-info': placeInfo,
  '2026-11-30T10-00-import-entries': importEntries,
  '2026-12-01T10-00-vector-tiles': vectorTiles,
  '2026-12-02T10-00-villages': villages,
  '2026-12-02T11-00-row-level-security': rowLevelSecurity,
  '2026-12-03T09-00-regency': regency,
  '2026-12-03T09-30-regency-summary': regencySummary,
  '2026-12-03T10-00-reports': reports,
  '2026-12-03T10-30-regency-summary-grouped': regencySummaryGrouped,
  '2026-12-03T11-00-reports-in-villages': reportsInVillages,
  '2026-12-04T09-00-regency-public': regencyPublic,
  '2026-12-04T10-00-regency-search-trigrams': regencySearchTrigrams,
  '2026-12-04T11-00-village-closing': villageClosing,
  '2026-12-05T09-00-shared-categories': sharedCategories,
  '2026-12-05T10-00-report-corrections': reportCorrections,
  '2026-12-05T11-00-regency-data-version': regencyDataVersion,
  '2026-12-06T09-00-storage-quota-everywhere': storageQuotaEverywhere,
};

import { m } from '../../shared/i18n/generated/messages.js';
import type { AuditResource } from '../../shared/schemas/history.ts';
import { reportStatusWords } from './report-status.ts';

/** A field a history shows: its label, and its values in words where the stored value is a code. */
export interface HistoryField {
  key: string;
  label: string;
  show?: (value: unknown) => string;
}

/** A place's status in words: 'Aktif'. Also the conflict screen's. */
export const statusWords = (value: unknown) =>
  value === 'active' ? m.map_status_active() : value === 'inactive' ? m.map_status_inactive() : String(value);
/** A category's marker in words: 'Ikon kategori'. Also the conflict screen's. */
export const markerWords = (value: unknown) =>
  value === 'icon' ? m.cat_marker_icon() : value === 'circle' ? m.cat_marker_circle() : String(value);
const yesNo = (value: unknown) =>
  value === true ? m.history_yes() : value === false ? m.history_no() : String(value);

/**
 * The fields each resource's history shows, in order, read in the mode when called. The edit screens and
 * the activity screen share them, so a change reads the same wherever it is listed.
 */
export function historyFieldsOf(resource: AuditResource): HistoryField[] {
  switch (resource) {
    case 'categories':
      return [
        { key: 'name', label: m.cat_field_name() },
        { key: 'description', label: m.cat_field_description() },
        { key: 'color', label: m.cat_field_colour() },
        { key: 'map_marker', label: m.cat_field_marker(), show: markerWords },
        { key: 'image', label: m.cat_field_image() },
      ];
    case 'maps':
      return [
        { key: 'name', label: m.map_field_name() },
        { key: 'description', label: m.map_field_description() },
        { key: 'address', label: m.map_field_address() },
        { key: 'category', label: m.map_field_category() },
        { key: 'status', label: m.map_field_status(), show: statusWords },
        { key: 'geometry', label: m.map_field_geometry() },
        { key: 'latitude', label: m.map_field_latitude() },
        { key: 'longitude', label: m.map_field_longitude() },
        { key: 'image', label: m.map_field_image() },
        { key: 'opening_hours', label: m.place_info_field_opening_hours() },
        { key: 'phone', label: m.place_info_field_phone() },
        { key: 'website', label: m.place_info_field_website() },
        // The photos' stored names say nothing to a reader: how many there are does.
        {
          key: 'photos',
          label: m.place_info_history_photos(),
          show: (value) => (Array.isArray(value) ? String(value.length) : ''),
        },
      ];
    case 'settings':
      return [
        { key: 'title', label: m.settings_title_label() },
        { key: 'description', label: m.settings_description_label() },
        { key: 'map_center_lat', label: m.settings_history_lat() },
        { key: 'map_center_lng', label: m.settings_history_lng() },
        { key: 'map_zoom', label: m.settings_history_zoom() },
        { key: 'village_boundary', label: m.settings_history_boundary() },
      ];
    case 'users':
      return [
        { key: 'name', label: m.user_field_name() },
        { key: 'username', label: m.user_field_username() },
        { key: 'email', label: m.user_field_email() },
        { key: 'roles', label: m.user_field_roles() },
        { key: 'password_changed', label: m.user_field_password(), show: yesNo },
      ];
    case 'roles':
      return [
        { key: 'name', label: m.role_field_name() },
        { key: 'permissions', label: m.role_field_permissions() },
      ];
    case 'permissions':
      return [{ key: 'name', label: m.perm_field_name() }];
    case 'reports':
      return [
        { key: 'status', label: m.reports_col_status(), show: reportStatusWords },
        { key: 'privacy', label: m.reports_col_privacy() },
        { key: 'reason', label: m.reports_reason_label() },
        { key: 'duplicate_of', label: m.reports_duplicate_label() },
        { key: 'photos_public', label: m.reports_photos_public(), show: yesNo },
        {
          key: 'photos',
          label: m.place_info_history_photos(),
          show: (value) => (Array.isArray(value) ? String(value.length) : ''),
        },
      ];
  }
}

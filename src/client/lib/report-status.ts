import { m } from '../../shared/i18n/generated/messages.js';

/**
 * A resident report's state in words: 'Diverifikasi'. Its own file: the public map's reports layer needs
 * these six words, not every history's field names.
 */
export function reportStatusWords(value: unknown): string {
  switch (value) {
    case 'baru':
      return m.report_status_baru();
    case 'diverifikasi':
      return m.report_status_diverifikasi();
    case 'ditindaklanjuti':
      return m.report_status_ditindaklanjuti();
    case 'selesai':
      return m.report_status_selesai();
    case 'ditolak':
      return m.report_status_ditolak();
    case 'duplikat':
      return m.report_status_duplikat();
    default:
      return String(value);
  }
}

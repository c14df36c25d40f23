import { m } from '../../../shared/i18n/generated/messages.js';
import type { RecordScreens } from '../../lib/record-screens.ts';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

/** What the role screens say once (decision 0047): its edit screen and "Recently deleted" read it. */
export const roleScreens: RecordScreens = {
  name: 'roles',
  thing: 'role',
  title: m.role_edit_title,
  subtitle: m.role_edit_subtitle,
  loading: m.role_loading,
  updated: m.role_updated_toast,
  useRefresh: useInvalidateRoles,
};

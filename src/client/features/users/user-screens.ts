import { m } from '../../../shared/i18n/generated/messages.js';
import type { RecordScreens } from '../../lib/record-screens.ts';
import { useInvalidateUsers } from './use-invalidate-users.ts';

/** What the user screens say once (decision 0047): its edit screen and "Recently deleted" read it. */
export const userScreens: RecordScreens = {
  name: 'users',
  thing: 'user',
  title: m.user_edit_title,
  subtitle: m.user_edit_subtitle,
  loading: m.user_loading,
  updated: m.user_updated_toast,
  useRefresh: useInvalidateUsers,
};

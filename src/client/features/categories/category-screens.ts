import { m } from '../../../shared/i18n/generated/messages.js';
import type { RecordScreens } from '../../lib/record-screens.ts';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

/** What the category screens say once (decision 0047): its edit screen and "Recently deleted" read it. */
export const categoryScreens: RecordScreens = {
  name: 'categories',
  thing: 'category',
  title: m.cat_edit_title,
  subtitle: m.cat_edit_subtitle,
  loading: m.cat_loading,
  updated: m.cat_updated_toast,
  // A restored category files its places under it again: they are refreshed with it.
  useRefresh: useInvalidateCategories,
};

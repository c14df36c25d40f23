import { m } from '../../../shared/i18n/generated/messages.js';
import type { RecordScreens } from '../../lib/record-screens.ts';
import { useInvalidateMaps } from './use-invalidate-maps.ts';

/** What the map screens say once (decision 0047): its edit screen and "Recently deleted" read it. */
export const mapScreens: RecordScreens = {
  name: 'maps',
  thing: 'map',
  title: m.map_edit_title,
  subtitle: m.map_edit_subtitle,
  loading: m.loading_map_plain,
  updated: m.map_updated,
  useRefresh: useInvalidateMaps,
};

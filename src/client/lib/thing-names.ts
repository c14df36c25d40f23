import { m } from '../../shared/i18n/generated/messages.js';

/**
 * The records the back office speaks of. Shared sentences ("{Thing} deleted successfully!", "Gagal memuat
 * data {thing}.") take the record's name from the catalogue, so one sentence serves every list and form in
 * every language mode.
 */
export type Thing = 'category' | 'map' | 'user' | 'role' | 'permission' | 'setting' | 'settings' | 'activity';

const ONE: Record<Thing, () => string> = {
  category: m.thing_category,
  map: m.thing_map,
  user: m.thing_user,
  role: m.thing_role,
  permission: m.thing_permission,
  setting: m.thing_setting,
  settings: m.thing_settings,
  activity: m.thing_activity,
};

const MANY: Record<Thing, () => string> = {
  category: m.things_category,
  map: m.things_map,
  user: m.things_user,
  role: m.things_role,
  permission: m.things_permission,
  setting: m.thing_settings,
  settings: m.thing_settings,
  activity: m.thing_activity,
};

/** The record's name, lower case as inside a sentence: 'category', 'kategori'. */
export const thingName = (thing: Thing): string => ONE[thing]();
/** The same, capitalised to open a sentence: 'Category', 'Kategori'. */
export const ThingName = (thing: Thing): string => capitalise(ONE[thing]());
/** The plural name, lower case: 'categories', 'kategori'. */
export const thingsName = (thing: Thing): string => MANY[thing]();

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

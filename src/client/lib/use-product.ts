import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '../../shared/settings-defaults.ts';
import { publicSettingsQuery } from './public-data.ts';

export interface Product {
  /** The `title` setting: the product's name in the header and in tab titles. */
  name: string;
  tagline: string;
  /** False until the settings answered (or failed), so the header can avoid flashing the default name. */
  ready: boolean;
}

/** The public settings are cached for everyone by the server, so every screen may ask for them freely. */
export function useProduct(): Product {
  const { data, isPending } = useQuery(publicSettingsQuery);
  if (!data) return { name: DEFAULT_TITLE, tagline: DEFAULT_DESCRIPTION, ready: !isPending };
  return { name: data.title || DEFAULT_TITLE, tagline: data.description, ready: true };
}

import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { RegencyPublicVillage } from '../../../shared/schemas/regency.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { publicSettingsQuery, regencyVillagesQuery } from '../../lib/public-data.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { VillagesMap } from '../../map/villages-map.tsx';
import './regency-public.css';

/** The regency's tiles (tiles.routes.ts): every open village's places, from the site's root. */
const REGENCY_TILES = '/kabupaten/tiles/{z}/{x}/{y}.mvt';

/** Typing pauses this long before the search across villages asks the server (each search is counted). */
const SEARCH_PAUSE_MS = 350;

/** What the map draws of a village: its boundary, or the centre of its map when it has none. */
function shapeOf(village: RegencyPublicVillage): PetaGeometry | null {
  const boundary = asGeometry(village.boundary);
  if (boundary && (boundary.type === 'Polygon' || boundary.type === 'MultiPolygon')) return boundary;
  return village.center ? { type: 'Point', coordinates: village.center } : null;
}

/** The words typed, once typing has paused. */
function usePaused(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

/**
 * `/kabupaten`: the regency's public page (issue 35). Every open village on one map and in a list by
 * kecamatan with its count of places, each a link into the village's own map, and a search for a place
 * by name across every village. Anyone may open it, as each village's map.
 */
export function RegencyPublicPage() {
  usePageTitle(m.regency_public_title());
  const villages = useQuery(regencyVillagesQuery);
  const settings = useQuery(publicSettingsQuery);
  const [typed, setTyped] = useState('');
  const term = usePaused(typed.trim(), SEARCH_PAUSE_MS);
  const searching = term.length >= 2;
  const hits = trpc.regency.search.useQuery({ q: term }, { enabled: searching, retry: false });
  const searchId = useId();
  const drawn = useMemo(
    () =>
      (villages.data ?? []).flatMap((village) => {
        const shape = shapeOf(village);
        return shape ? [{ key: village.home, shape }] : [];
      }),
    [villages.data],
  );

  const byKecamatan = useMemo(() => {
    const groups = new Map<string, RegencyPublicVillage[]>();
    for (const village of villages.data ?? []) {
      const list = groups.get(village.kecamatan) ?? [];
      list.push(village);
      groups.set(village.kecamatan, list);
    }
    return [...groups];
  }, [villages.data]);

  return (
    <div className="regency-public">
      <PageHeader title={m.regency_public_title()} subtitle={m.regency_public_subtitle()} />
      <search className="card regency-public__search">
        <label className="field__label" htmlFor={searchId}>
          {m.regency_public_search_label()}
        </label>
        <div className="regency-public__search-box">
          <Search size={18} aria-hidden="true" />
          <input
            id={searchId}
            className="input"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={m.regency_public_search_placeholder()}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {searching && (
          <div aria-live="polite">
            {hits.isError ? (
              <p className="field__error">{m.regency_public_search_failed()}</p>
            ) : hits.data && hits.data.length === 0 ? (
              <p className="field__hint">{m.regency_public_no_hits()}</p>
            ) : (
              <ul className="regency-public__hits" data-testid="regency-hits">
                {(hits.data ?? []).map((hit) => (
                  <li key={hit.link}>
                    <a href={hit.link}>
                      <strong>{hit.name}</strong>
                      <span className="data-table__muted">
                        {m.regency_public_hit_in({
                          category: hit.category ?? m.uncategorized(),
                          village: hit.village.name,
                        })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </search>
      {villages.isPending ? (
        <LoadingState label={m.loading()} />
      ) : villages.isError ? (
        <ErrorState title={m.regency_public_load_failed()} />
      ) : villages.data.length === 0 ? (
        <EmptyState title={m.regency_public_empty()} searching={false} />
      ) : (
        <div className="regency-public__body">
          <div className="regency-public__map card">
            <VillagesMap
              villages={drawn}
              settings={settings.data}
              label={m.regency_public_map_label()}
              tiles={REGENCY_TILES}
              onPick={(home) => window.location.assign(home)}
            />
          </div>
          <nav className="card regency-public__list" aria-label={m.regency_public_villages()}>
            {byKecamatan.map(([kecamatan, list]) => (
              <section key={kecamatan}>
                {kecamatan && <h2 className="regency-public__kecamatan">{kecamatan}</h2>}
                <ul>
                  {list.map((village) => (
                    <li key={village.slug}>
                      <a className="regency-public__village" href={village.home}>
                        <strong>{village.name}</strong>
                        <span className="data-table__muted">
                          {m.regency_public_places({ count: village.places.toLocaleString() })}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </div>
      )}
    </div>
  );
}

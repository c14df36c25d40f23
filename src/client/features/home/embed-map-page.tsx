import { ExternalLink, PanelLeft } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { useProduct } from '../../lib/use-product.ts';
import { PublicMapPage } from './public-map-page.tsx';
import { usePublicSidebar } from './public-sidebar.tsx';
import './embed-map.css';

/**
 * `/embed` (and `/embed?place=`): the public map alone, for other sites to frame (decision 0032). Its bar
 * names the village and opens the full map in a new tab; no sign-in, no admin links, no language menu.
 * The server lets other sites frame this route only (server/http/security-headers.ts).
 */
export function EmbedMapPage() {
  const product = useProduct();
  const sidebar = usePublicSidebar();
  const [searchParams] = useSearchParams();
  const place = searchParams.get('place');
  const fullMap = place ? `/?place=${encodeURIComponent(place)}` : '/';
  return (
    <div className="embed">
      <header className="embed-bar">
        <button
          className="icon-btn embed-bar__toggle"
          type="button"
          aria-label={m.header_show_categories()}
          aria-expanded={sidebar.open}
          onClick={sidebar.toggle}
        >
          <PanelLeft size={20} aria-hidden="true" />
        </button>
        <span className="embed-bar__title">{product.ready ? product.name : ''}</span>
        <a
          className="btn btn--secondary embed-bar__open"
          href={fullMap}
          target="_blank"
          rel="noopener"
          title={m.map_embed_open_full_hint()}
          data-testid="embed-open-full"
        >
          <ExternalLink size={18} aria-hidden="true" />
          <span>{m.map_embed_open_full()}</span>
        </a>
      </header>
      <main className="embed-main">
        <PublicMapPage embedded />
      </main>
    </div>
  );
}

import { Layers, LogIn, Map as MapIcon, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { productSubtitle } from '../../lib/product-text.ts';
import { usePublicSidebar } from '../../lib/public-sidebar.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProduct } from '../../lib/use-product.ts';
import './home.css';

/** The public page until the interactive map lands; it already has the sidebar the header toggles. */
export function HomePage() {
  usePageTitle();
  const { name, tagline } = useProduct();
  const { token } = useSession();
  const sidebar = usePublicSidebar();

  return (
    <div className="home">
      {sidebar.open && (
        <button className="home__overlay" type="button" aria-label="Tutup sidebar" onClick={sidebar.close} />
      )}
      <aside id="public-sidebar" className={`home__sidebar${sidebar.open ? ' home__sidebar--open' : ''}`}>
        <div className="home__sidebar-head">
          <h2 className="home__sidebar-title">Kategori</h2>
          <button
            className="icon-btn home__sidebar-close"
            type="button"
            aria-label="Tutup sidebar"
            onClick={sidebar.close}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <p className="home__sidebar-text">Daftar kategori dan layer peta akan tampil di sini.</p>
      </aside>

      <section className="home__hero" aria-labelledby="home-title">
        <span className="home__hero-icon" aria-hidden="true">
          <MapIcon size={40} />
        </span>
        <p className="home__eyebrow">{productSubtitle(name)}</p>
        <h1 className="home__title" id="home-title">
          {name}
        </h1>
        {tagline && <p className="home__tagline">{tagline}</p>}
        <p className="home__note">
          <Layers size={18} aria-hidden="true" />
          Peta interaktif desa sedang disiapkan dan akan segera tampil di halaman ini.
        </p>
        {!token && (
          <Link className="btn btn--primary" to="/login">
            <LogIn size={18} aria-hidden="true" />
            Masuk sebagai admin
          </Link>
        )}
      </section>
    </div>
  );
}

import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { AdminNav } from './admin-nav.tsx';
import { isAdminPath } from './admin-path.ts';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

export function AppLayout() {
  const { pathname } = useLocation();
  const { token } = useSession();
  const admin = isAdminPath(pathname);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {admin && token && <AdminNav />}
      <main id="main" className={admin ? 'app-main' : 'app-main app-main--public'} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

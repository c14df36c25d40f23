import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { isAdminPath } from './admin-path.ts';
import { SiteHeader } from './site-header.tsx';
import './layout.css';
import { m } from '../../../shared/i18n/generated/messages.js';

// The admin menu (radix menu, floating positioning) is for signed-in staff only: residents on the public
// map never download it.
const AdminNav = lazy(() => import('./admin-nav.tsx').then((module) => ({ default: module.AdminNav })));

export function AppLayout() {
  const { pathname } = useLocation();
  // Only /embed may be framed (decision 0032). A page of the site reached inside a frame by a client-side
  // link is loaded again from the server, whose frame-ancestors 'none' then keeps it out of the frame.
  useEffect(() => {
    if (window.self !== window.top) window.location.replace(window.location.href);
  }, []);
  const { token } = useSession();
  const admin = isAdminPath(pathname);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {m.skip_to_content()}
      </a>
      <SiteHeader />
      {admin && token && (
        <Suspense fallback={<div className="admin-nav-placeholder" aria-hidden="true" />}>
          <AdminNav />
        </Suspense>
      )}
      <main id="main" className={admin ? 'app-main' : 'app-main app-main--public'} tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

import { Compass, House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './status-page.css';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const { token } = useSession();
  return (
    <div className="status-page-wrap">
      <section className="status-page card" aria-labelledby="not-found-title">
        <span className="status-page__icon" aria-hidden="true">
          <Compass size={36} />
        </span>
        <h1 className="status-page__title" id="not-found-title">
          404 - Page Not Found
        </h1>
        <p className="status-page__text">
          Halaman yang Anda cari tidak ada atau sudah dipindahkan. Check the address, or go back to a page you
          know.
        </p>
        <div className="status-page__actions">
          <Link className="btn btn--secondary" to="/">
            <House size={18} aria-hidden="true" />
            Go to Home
          </Link>
          {token && (
            <Link className="btn btn--primary" to="/admin/dashboard">
              <LayoutDashboard size={18} aria-hidden="true" />
              Return to Dashboard
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

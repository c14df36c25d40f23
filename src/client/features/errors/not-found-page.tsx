import { Compass, House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './status-page.css';

export function NotFoundPage() {
  usePageTitle(m.error_not_found_page_title());
  const { token } = useSession();
  return (
    <div className="status-page-wrap">
      <section className="status-page card" aria-labelledby="not-found-title">
        <span className="status-page__icon" aria-hidden="true">
          <Compass size={36} />
        </span>
        <h1 className="status-page__title" id="not-found-title">
          {m.error_not_found_title()}
        </h1>
        <p className="status-page__text">{m.error_not_found_text()}</p>
        <div className="status-page__actions">
          <Link className="btn btn--secondary" to="/">
            <House size={18} aria-hidden="true" />
            {m.error_go_home()}
          </Link>
          {token && (
            <Link className="btn btn--primary" to="/admin/dashboard">
              <LayoutDashboard size={18} aria-hidden="true" />
              {m.error_return_to_dashboard()}
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}

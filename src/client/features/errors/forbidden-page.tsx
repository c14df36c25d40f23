import { ArrowLeft, LayoutDashboard, ShieldX } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './status-page.css';

export function ForbiddenPage() {
  usePageTitle(m.error_forbidden_title());
  const navigate = useNavigate();
  return (
    <section className="status-page card" aria-labelledby="forbidden-title">
      <span className="status-page__icon status-page__icon--danger" aria-hidden="true">
        <ShieldX size={36} />
      </span>
      <h1 className="status-page__title" id="forbidden-title">
        {m.error_forbidden_title()}
      </h1>
      <p className="status-page__text">{m.error_forbidden_text()}</p>
      <div className="status-page__actions">
        <button className="btn btn--secondary" type="button" onClick={() => navigate(-1)}>
          <ArrowLeft size={18} aria-hidden="true" />
          {m.error_go_back()}
        </button>
        <Link className="btn btn--primary" to="/admin/dashboard">
          <LayoutDashboard size={18} aria-hidden="true" />
          {m.error_return_to_dashboard()}
        </Link>
      </div>
    </section>
  );
}

import { ArrowLeft, LayoutDashboard, ShieldX } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './status-page.css';

export function ForbiddenPage() {
  usePageTitle('403 - Forbidden');
  const navigate = useNavigate();
  return (
    <section className="status-page card" aria-labelledby="forbidden-title">
      <span className="status-page__icon status-page__icon--danger" aria-hidden="true">
        <ShieldX size={36} />
      </span>
      <h1 className="status-page__title" id="forbidden-title">
        403 - Forbidden
      </h1>
      <p className="status-page__text">
        You do not have permission to do this. Ask an administrator if you need access.
      </p>
      <div className="status-page__actions">
        <button className="btn btn--secondary" type="button" onClick={() => navigate(-1)}>
          <ArrowLeft size={18} aria-hidden="true" />
          Go Back
        </button>
        <Link className="btn btn--primary" to="/admin/dashboard">
          <LayoutDashboard size={18} aria-hidden="true" />
          Return to Dashboard
        </Link>
      </div>
    </section>
  );
}

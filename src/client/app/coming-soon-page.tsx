import { Construction, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Stands in for the admin screens that later issues build, so the navigation already leads somewhere. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <div>
      <PageHeader title={title} />
      <section className="card coming-soon">
        <span className="coming-soon__icon" aria-hidden="true">
          <Construction size={28} />
        </span>
        <div>
          <h2 className="coming-soon__title">This screen is being built</h2>
          <p className="coming-soon__text">It will be ready in an upcoming release of this back office.</p>
          <Link className="btn btn--secondary" to="/admin/dashboard">
            <LayoutDashboard size={18} aria-hidden="true" />
            Return to Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}

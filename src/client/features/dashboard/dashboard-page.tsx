import { ArrowRight, CircleCheck, CircleOff, FolderTree, Layers } from 'lucide-react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { activePercentage } from '../../../shared/schemas/dashboard.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProduct } from '../../lib/use-product.ts';
import { ActiveShareBar } from './active-share-bar.tsx';
import { dashboardSummary } from './dashboard-summary.ts';
import { QuickActions } from './quick-actions.tsx';
import { StatCard } from './stat-card.tsx';
import './dashboard.css';

export function DashboardPage() {
  usePageTitle(m.dash_title());
  const { user } = useSession();
  const { name } = useProduct();
  const stats = trpc.dashboard.stats.useQuery();

  const subtitle = user
    ? m.dash_welcome({ user: user.name, product: name })
    : m.dash_subtitle({ product: name });

  return (
    <div className="dashboard">
      <PageHeader title={m.dash_title()} subtitle={subtitle} />
      {stats.isPending && <LoadingState />}
      {stats.isError && <ErrorState title={m.dash_load_failed()} hint={m.dash_load_failed_hint()} />}
      {stats.data && (
        <>
          <div className="stat-grid">
            <StatCard
              label={m.dash_total_categories()}
              value={stats.data.categories_count}
              icon={FolderTree}
              tone="teal"
            />
            <StatCard
              label={m.dash_total_map_layers()}
              value={stats.data.maps_count}
              icon={Layers}
              tone="sky"
            />
            <StatCard
              label={m.dash_active_maps()}
              value={stats.data.active_maps_count}
              icon={CircleCheck}
              tone="green"
            >
              <ActiveShareBar percentage={activePercentage(stats.data)} />
            </StatCard>
            <StatCard
              label={m.dash_inactive_maps()}
              value={stats.data.inactive_maps_count}
              icon={CircleOff}
              tone="amber"
            />
          </div>
          <div className="dashboard__panels">
            <QuickActions />
            <section className="card dashboard-panel" aria-labelledby="summary-title">
              <h2 className="dashboard-panel__title" id="summary-title">
                {m.dash_summary_title()}
              </h2>
              <p className="dashboard-summary">{dashboardSummary(stats.data)}</p>
              <Link className="btn btn--secondary" to="/admin/maps">
                {m.dash_manage_maps()}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

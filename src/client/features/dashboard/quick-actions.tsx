import { ChevronRight, FolderPlus, type LucideIcon, MapPinPlus, Settings, Users } from 'lucide-react';
import { Link } from 'react-router-dom';

const ACTIONS: { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: '/admin/maps/create', label: 'Add New Map', hint: 'Tambah layer peta baru', icon: MapPinPlus },
  {
    to: '/admin/categories/create',
    label: 'Add New Category',
    hint: 'Kelompokkan layer peta',
    icon: FolderPlus,
  },
  { to: '/admin/users', label: 'Manage Users', hint: 'Atur pengguna dan perannya', icon: Users },
  { to: '/admin/settings', label: 'Edit Settings', hint: 'Judul, pusat peta, batas desa', icon: Settings },
];

export function QuickActions() {
  return (
    <section className="card dashboard-panel" aria-labelledby="quick-actions-title">
      <h2 className="dashboard-panel__title" id="quick-actions-title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link className="quick-action" to={to}>
              <span className="quick-action__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="quick-action__text">
                <span className="quick-action__label">{label}</span>
                <span className="quick-action__hint">{hint}</span>
              </span>
              <ChevronRight className="quick-action__chevron" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

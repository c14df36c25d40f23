import { ChevronRight, FolderPlus, type LucideIcon, MapPinPlus, Settings, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';

// Texts are message functions, read as the panel renders: the language is chosen after this module loads.
const ACTIONS: { to: string; label: () => string; hint: () => string; icon: LucideIcon }[] = [
  { to: '/admin/maps/create', label: m.dash_add_map, hint: m.dash_add_map_hint, icon: MapPinPlus },
  {
    to: '/admin/categories/create',
    label: m.dash_add_category,
    hint: m.dash_add_category_hint,
    icon: FolderPlus,
  },
  { to: '/admin/users', label: m.dash_manage_users, hint: m.dash_manage_users_hint, icon: Users },
  { to: '/admin/settings', label: m.dash_edit_settings, hint: m.dash_edit_settings_hint, icon: Settings },
];

export function QuickActions() {
  return (
    <section className="card dashboard-panel" aria-labelledby="quick-actions-title">
      <h2 className="dashboard-panel__title" id="quick-actions-title">
        {m.dash_quick_actions()}
      </h2>
      <ul className="quick-actions">
        {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link className="quick-action" to={to}>
              <span className="quick-action__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="quick-action__text">
                <span className="quick-action__label">{label()}</span>
                <span className="quick-action__hint">{hint()}</span>
              </span>
              <ChevronRight className="quick-action__chevron" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

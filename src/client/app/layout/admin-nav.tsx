import {
  ChevronDown,
  FolderTree,
  History,
  KeyRound,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Megaphone,
  Menu,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { mayCall, type ProcedurePath } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { isUnder, USERS_MANAGEMENT_PATHS } from './admin-path.ts';
import { ClosedVillageBanner } from './closed-village-banner.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** `needs`: shown only to those its procedure lets through (the activity screen, the regency's). */
// Labels are read as the menu renders, in the screens' language.
const LINKS: { to: string; label: () => string; icon: LucideIcon; needs?: ProcedurePath }[] = [
  { to: '/admin/dashboard', label: m.nav_dashboard, icon: LayoutDashboard },
  { to: '/admin/categories', label: m.nav_categories, icon: FolderTree },
  { to: '/admin/maps', label: m.nav_maps, icon: MapIcon },
  { to: '/admin/settings', label: m.nav_settings, icon: Settings },
  { to: '/admin/reports', label: m.nav_reports, icon: Megaphone, needs: 'reports.list' },
  { to: '/admin/activity', label: m.nav_activity, icon: History, needs: 'activity.list' },
  { to: '/admin/regency', label: m.nav_regency, icon: Landmark, needs: 'regency.villages' },
];

const USERS_MENU: { to: string; label: () => string; icon: LucideIcon }[] = [
  { to: '/admin/permissions', label: m.nav_permissions, icon: KeyRound },
  { to: '/admin/roles', label: m.nav_roles, icon: ShieldCheck },
  { to: '/admin/users', label: m.nav_users, icon: Users },
];

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' is-active' : ''}`;

/**
 * From 900 px every section is a tab in one row, the users' screens in a dropdown. Below that the row would
 * not fit and its end would be hidden with no cue (issue 32), so one "Menu" button opens a list of every
 * section instead (layout.css shows one or the other).
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const { permissions } = useSession();
  const inUsersManagement = USERS_MANAGEMENT_PATHS.some((base) => isUnder(pathname, base));
  const links = LINKS.filter(({ needs }) => !needs || mayCall(permissions, needs));
  const menu = useDisclosure(pathname);

  return (
    <>
      <nav className="admin-nav" aria-label={m.nav_label()}>
        <div className="admin-nav__inner">
          <button
            ref={menu.buttonRef}
            className="admin-nav__link admin-nav__toggle"
            type="button"
            aria-expanded={menu.open}
            aria-controls={menu.id}
            onClick={menu.toggle}
          >
            <Menu size={18} aria-hidden="true" />
            {m.nav_menu()}
            <ChevronDown className="admin-nav__chevron" size={16} aria-hidden="true" />
          </button>
          <ul className="admin-nav__list">
            {links.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink className={linkClass} to={to}>
                  <Icon size={18} aria-hidden="true" />
                  {label()}
                </NavLink>
              </li>
            ))}
            <li>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger
                  className={`admin-nav__link admin-nav__trigger${inUsersManagement ? ' is-active' : ''}`}
                >
                  <UsersRound size={18} aria-hidden="true" />
                  {m.nav_users_management()}
                  <ChevronDown className="admin-nav__chevron" size={16} aria-hidden="true" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content className="menu" align="end" sideOffset={8} collisionPadding={8}>
                    {USERS_MENU.map(({ to, label, icon: Icon }) => (
                      <DropdownMenu.Item key={to} asChild>
                        <Link className={`menu__item${isUnder(pathname, to) ? ' is-active' : ''}`} to={to}>
                          <Icon size={18} aria-hidden="true" />
                          {label()}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          </ul>
          <div ref={menu.panelRef} id={menu.id} className="admin-nav__panel" hidden={!menu.open}>
            <ul className="admin-nav__panel-list">
              {links.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink className={linkClass} to={to}>
                    <Icon size={18} aria-hidden="true" />
                    {label()}
                  </NavLink>
                </li>
              ))}
              <li>
                <span className="admin-nav__group" id={`${menu.id}-users`}>
                  <UsersRound size={18} aria-hidden="true" />
                  {m.nav_users_management()}
                </span>
                <ul className="admin-nav__panel-list" aria-labelledby={`${menu.id}-users`}>
                  {USERS_MENU.map(({ to, label, icon: Icon }) => (
                    <li key={to}>
                      <NavLink className={linkClass} to={to}>
                        <Icon size={18} aria-hidden="true" />
                        {label()}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            </ul>
          </div>
        </div>
      </nav>
      <ClosedVillageBanner />
    </>
  );
}

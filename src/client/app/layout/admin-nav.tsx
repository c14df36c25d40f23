import {
  ChevronDown,
  FolderTree,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Map as MapIcon,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { ACTIVITY_VIEW, hasAnyPermission } from '../../../shared/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { isUnder, USERS_MANAGEMENT_PATHS } from './admin-path.ts';

/** `needs`: shown only to holders of that permission (the activity screen). */
// Labels are read as the menu renders, in the screens' language.
const LINKS: { to: string; label: () => string; icon: LucideIcon; needs?: string }[] = [
  { to: '/admin/dashboard', label: m.nav_dashboard, icon: LayoutDashboard },
  { to: '/admin/categories', label: m.nav_categories, icon: FolderTree },
  { to: '/admin/maps', label: m.nav_maps, icon: MapIcon },
  { to: '/admin/settings', label: m.nav_settings, icon: Settings },
  { to: '/admin/activity', label: m.nav_activity, icon: History, needs: ACTIVITY_VIEW },
];

const USERS_MENU: { to: string; label: () => string; icon: LucideIcon }[] = [
  { to: '/admin/permissions', label: m.nav_permissions, icon: KeyRound },
  { to: '/admin/roles', label: m.nav_roles, icon: ShieldCheck },
  { to: '/admin/users', label: m.nav_users, icon: Users },
];

const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' is-active' : ''}`;

export function AdminNav() {
  const { pathname } = useLocation();
  const { permissions } = useSession();
  const inUsersManagement = USERS_MANAGEMENT_PATHS.some((base) => isUnder(pathname, base));
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the nav scrolls sideways; keep the current section in sight after each navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run again after each navigation.
  useEffect(() => {
    listRef.current?.querySelector('.is-active')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav className="admin-nav" aria-label={m.nav_label()}>
      <div className="admin-nav__inner">
        <ul className="admin-nav__list" ref={listRef}>
          {LINKS.filter(({ needs }) => !needs || hasAnyPermission(permissions, needs)).map(
            ({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink className={linkClass} to={to}>
                  <Icon size={18} aria-hidden="true" />
                  {label()}
                </NavLink>
              </li>
            ),
          )}
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
      </div>
    </nav>
  );
}

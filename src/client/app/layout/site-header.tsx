import {
  EllipsisVertical,
  ExternalLink,
  KeyRound,
  LoaderCircle,
  LogIn,
  LogOut,
  PanelLeft,
} from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { usePublicSidebar } from '../../features/home/public-sidebar.tsx';
import { useSession } from '../../lib/session.ts';
import { sitePath } from '../../lib/site-path.ts';
import { useProduct } from '../../lib/use-product.ts';
import { isAdminPath } from './admin-path.ts';
import { useDisclosure } from './use-disclosure.ts';

export function SiteHeader() {
  const { token } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const product = useProduct();
  const sidebar = usePublicSidebar();
  const { signOut, pending } = useSignOut();
  const onMap = pathname === '/';
  // On a phone the secondary controls (language, 'Buka Maps', sign in or out) sit behind one menu button, so
  // the village's name has the header's width (issue 31); from 640 px they are in the header itself and the
  // button is hidden (layout.css).
  const more = useDisclosure(pathname);

  // The sidebar belongs to the public map; from any other public page the button takes you there, opened.
  const toggleSidebar = () => {
    if (onMap) return sidebar.toggle();
    sidebar.show();
    navigate('/');
  };

  return (
    <header className={isAdminPath(pathname) ? 'site-header site-header--admin' : 'site-header'}>
      <div className="site-header__inner">
        {!isAdminPath(pathname) && (
          <button
            className="icon-btn site-header__sidebar-toggle"
            type="button"
            aria-label={m.header_show_categories()}
            aria-expanded={onMap ? sidebar.open : false}
            onClick={toggleSidebar}
          >
            <PanelLeft size={20} aria-hidden="true" />
          </button>
        )}
        <Link className="site-header__brand" to="/">
          <BrandMark />
          <span className={`site-header__names${product.ready ? '' : ' is-loading'}`}>
            <span className="site-header__title">{product.name}</span>
            {product.tagline && <span className="site-header__tagline">{product.tagline}</span>}
          </span>
        </Link>
        <button
          ref={more.buttonRef}
          className="icon-btn site-header__more"
          type="button"
          aria-label={m.map_find_menu()}
          aria-expanded={more.open}
          aria-controls={more.id}
          onClick={more.toggle}
        >
          <EllipsisVertical size={20} aria-hidden="true" />
        </button>
        <div
          ref={more.panelRef}
          id={more.id}
          className={more.open ? 'site-header__actions is-open' : 'site-header__actions'}
        >
          <LanguageMenu />
          <a className="btn btn--secondary" href={sitePath('/')} target="_blank" rel="noopener">
            <ExternalLink size={18} aria-hidden="true" />
            <span className="label-sm-hidden">{m.header_open_map()}</span>
          </a>
          {token && (
            <Link
              className="btn btn--secondary"
              to="/admin/account/password"
              title={m.header_change_password()}
            >
              <KeyRound size={18} aria-hidden="true" />
              <span className="label-sm-hidden">{m.header_change_password()}</span>
            </Link>
          )}
          {token ? (
            <button className="btn btn--danger" type="button" onClick={signOut} disabled={pending}>
              {pending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <LogOut size={18} aria-hidden="true" />
              )}
              <span className="label-sm-hidden">{m.header_logout()}</span>
            </button>
          ) : (
            <Link className="btn btn--primary" to="/login">
              <LogIn size={18} aria-hidden="true" />
              <span className="label-sm-hidden">{m.header_sign_in()}</span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

import { LoaderCircle, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { sessionChanged, useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProduct } from '../../lib/use-product.ts';
import { loginErrorView } from './login-errors.ts';
import './login.css';

export function LoginPage() {
  const { token } = useSession();
  const { name } = useProduct();
  const navigate = useNavigate();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  usePageTitle(m.login_page_title());

  const login = trpc.auth.login.useMutation({
    onSuccess: () => {
      sessionChanged();
      navigate('/admin/dashboard', { replace: true });
    },
  });
  const errors = loginErrorView(login.error);

  // Checked after the hooks: a signed-in visitor never sees the form (spec section 2).
  if (token && !login.isSuccess) return <Navigate to="/admin/dashboard" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login.isPending) login.mutate({ username, password });
  };

  const usernameError = `${id}-username-error`;
  const passwordError = `${id}-password-error`;

  return (
    <div className="login">
      <section className="login__card card" aria-labelledby={`${id}-title`}>
        <div className="login__brand">
          <BrandMark large />
        </div>
        <h1 className="login__title" id={`${id}-title`}>
          {m.login_heading()}
        </h1>
        <p className="login__subtitle">{m.product_subtitle({ product: name })}</p>

        {errors.message && (
          <div className="alert alert--error" role="alert">
            {errors.message}
          </div>
        )}

        {/* noValidate: empty fields go to the server, whose field errors the spec wants shown. */}
        <form className="login__form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-username`}>
              {m.login_username()}
            </label>
            <input
              id={`${id}-username`}
              className="input"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? usernameError : undefined}
            />
            {errors.username && (
              <p className="field__error" id={usernameError}>
                {errors.username}
              </p>
            )}
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              {m.login_password()}
            </label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? passwordError : undefined}
            />
            {errors.password && (
              <p className="field__error" id={passwordError}>
                {errors.password}
              </p>
            )}
          </div>

          <div className="login__row">
            {/* Kept for familiarity; sessions last the same either way (spec section 2). */}
            <label className="checkbox">
              <input
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <span>{m.login_remember_me()}</span>
            </label>
            {/* biome-ignore lint/a11y/useValidAnchor: the spec wants a link that goes nowhere (yet). */}
            <a className="link" href="#" onClick={(event) => event.preventDefault()}>
              {m.login_forgot_password()}
            </a>
          </div>

          <button className="btn btn--primary btn--block btn--lg" type="submit" disabled={login.isPending}>
            {login.isPending ? (
              <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
            ) : (
              <LogIn size={18} aria-hidden="true" />
            )}
            {login.isPending ? m.login_submitting() : m.login_submit()}
          </button>
        </form>
      </section>
    </div>
  );
}

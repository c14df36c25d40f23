import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { m } from '../../shared/i18n/generated/messages.js';

/** Last resort for a render failure or a screen whose code could not load (say, after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="app-main">
      <div className="state-block state-block--error" role="alert">
        <p className="state-block__title">{m.route_error_title()}</p>
        <p className="state-block__text">{m.route_error_text()}</p>
        <button className="btn btn--primary" type="button" onClick={() => window.location.reload()}>
          <RefreshCw size={18} aria-hidden="true" />
          {m.route_error_reload()}
        </button>
      </div>
    </main>
  );
}

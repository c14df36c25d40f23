import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';

/** Last resort for a render failure or a screen whose code could not load (say, after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="app-main">
      <div className="state-block state-block--error" role="alert">
        <p className="state-block__title">Something went wrong</p>
        <p className="state-block__text">This page could not be shown. Reloading usually fixes it.</p>
        <button className="btn btn--primary" type="button" onClick={() => window.location.reload()}>
          <RefreshCw size={18} aria-hidden="true" />
          Reload
        </button>
      </div>
    </main>
  );
}

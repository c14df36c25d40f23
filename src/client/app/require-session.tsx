import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../lib/session.ts';

/** Admin routes need only a token (spec section 2); what a user may do is checked per action. */
export function RequireSession() {
  const { token } = useSession();
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}

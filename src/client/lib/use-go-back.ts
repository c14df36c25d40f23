import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Cancel goes back (spec section 2). A form opened straight from a link in another tab has nothing to go
 * back to inside the app, so it goes to `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}

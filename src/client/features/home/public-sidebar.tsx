import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface PublicSidebar {
  open: boolean;
  show: () => void;
  toggle: () => void;
  close: () => void;
}

const PublicSidebarContext = createContext<PublicSidebar | null>(null);

/**
 * Whether the public map's sidebar is open on small screens. The header owns the toggle button and the
 * map page owns the sidebar, so the state lives above both.
 */
export function PublicSidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(
    () => ({
      open,
      show: () => setOpen(true),
      toggle: () => setOpen((was) => !was),
      close: () => setOpen(false),
    }),
    [open],
  );
  return <PublicSidebarContext value={value}>{children}</PublicSidebarContext>;
}

export function usePublicSidebar(): PublicSidebar {
  const value = useContext(PublicSidebarContext);
  if (!value) throw new Error('usePublicSidebar needs a PublicSidebarProvider above it');
  return value;
}

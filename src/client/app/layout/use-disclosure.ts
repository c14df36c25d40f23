import { useEffect, useId, useRef, useState } from 'react';

/**
 * A panel shown and hidden by one button (the header's phone menu, the admin menu on a narrow screen): a
 * plain disclosure, not an ARIA menu. Escape (focus back on the button), a tap elsewhere and a new page
 * close it.
 */
export function useDisclosure(pathname: string) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, id, buttonRef, panelRef, toggle: () => setOpen((was) => !was) };
}

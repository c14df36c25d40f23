import { type ReactNode, useEffect, useRef } from 'react';
import type { CheckState } from './selection.ts';

interface TriCheckboxProps {
  state: CheckState;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A labelled checkbox that shows "some" as indeterminate; ticking it from there ticks everything. */
export function TriCheckbox({ state, onChange, disabled, className = '', children }: TriCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={`checkbox ${className}`}>
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

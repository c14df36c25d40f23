import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface ErrorStateProps {
  title: string;
  hint?: string;
  children?: ReactNode;
}

/** A failed load: what went wrong and what the user can do, announced as an alert. */
export function ErrorState({ title, hint, children }: ErrorStateProps) {
  return (
    <div className="state-block state-block--error" role="alert">
      <span className="state-block__icon" aria-hidden="true">
        <TriangleAlert size={28} />
      </span>
      <p className="state-block__title">{title}</p>
      {hint && <p className="state-block__text">{hint}</p>}
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import './admin-ui.css';

export function Badge({
  tone = 'teal',
  children,
}: {
  tone?: 'teal' | 'green' | 'gray' | 'sky';
  children: ReactNode;
}) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

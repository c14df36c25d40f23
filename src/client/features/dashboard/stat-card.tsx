import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { intlLocale } from '../../lib/format-date.ts';

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: 'teal' | 'sky' | 'green' | 'amber';
  children?: ReactNode;
}

export function StatCard({ label, value, icon: Icon, tone, children }: StatCardProps) {
  const id = useId();
  return (
    <article className={`card stat-card stat-card--${tone}`} aria-labelledby={id}>
      <div className="stat-card__top">
        <div>
          <p className="stat-card__label" id={id}>
            {label}
          </p>
          <p className="stat-card__value" data-testid="stat-value">
            {value.toLocaleString(intlLocale())}
          </p>
        </div>
        <span className="stat-card__icon" aria-hidden="true">
          <Icon size={22} />
        </span>
      </div>
      {children}
    </article>
  );
}

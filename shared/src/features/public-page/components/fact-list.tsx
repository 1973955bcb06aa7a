import type { ReactNode } from 'react';

/** A label and its value; entries with an empty value are left out. */
export type Fact = readonly [key: string, label: string, value: ReactNode];

/** The facts of a public house or car (layout, area, specifications ...) in two columns. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  const shown = facts.filter(([, , value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={className} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
      {shown.map(([key, label, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

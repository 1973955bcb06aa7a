import type { ReactNode } from 'react';
import './public-ui.css';

/** A tag in one of antd's preset colours (or grey). */
export function PublicTag({ color, children }: { color?: 'blue' | 'green' | 'gold'; children: ReactNode }) {
  return <span className={`pui-tag${color ? ` pui-tag-${color}` : ''}`}>{children}</span>;
}

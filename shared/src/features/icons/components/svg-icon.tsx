import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import './svg-icon.css';
import { createElement, type ReactElement } from 'react';

/** SVG attributes as React names: some definitions say `fill-rule`, React wants `fillRule`. */
function reactAttrs(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

function render(node: AbstractNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...reactAttrs(node.attrs) },
    node.children?.map((child, index) => render(child, index)),
  );
}

/**
 * An Ant Design icon drawn from its SVG definition alone, for the pages that do not
 * load `@ant-design/icons` (the login page): same shape, size (1em) and colour
 * (currentColor) as antd's icon, without its context and style injection.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') throw new Error('Two-tone icons are not supported');
  const svg = icon.icon;
  return (
    <span role="img" aria-hidden="true" className={`svg-icon${className ? ` ${className}` : ''}`}>
      {render({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' } })}
    </span>
  );
}

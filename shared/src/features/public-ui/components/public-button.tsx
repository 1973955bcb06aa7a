import LoadingOutlined from '@ant-design/icons-svg/lib/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { SvgIcon } from '../../icons/components/svg-icon';
import './public-ui.css';

interface LookProps {
  /** antd's button types: default (outlined), primary (filled) or link. */
  variant?: 'default' | 'primary' | 'link';
  /** As wide as its container. */
  block?: boolean;
  icon?: IconDefinition;
  children?: ReactNode;
}

function classOf({ variant = 'default', block }: LookProps, className?: string): string {
  return ['pui-button', `pui-button-${variant}`, block && 'pui-button-block', className]
    .filter(Boolean)
    .join(' ');
}

export interface PublicButtonProps extends LookProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Sending: a spinner instead of the icon, and no second click. */
  loading?: boolean;
}

/** A button in antd's look, without antd (the public pages, docs/benchmarks.md). */
export function PublicButton({
  variant,
  block,
  icon,
  loading,
  className,
  children,
  type = 'button',
  onClick,
  ...button
}: PublicButtonProps) {
  const shown = loading ? LoadingOutlined : icon;
  return (
    <button
      {...button}
      type={type}
      className={classOf({ variant, block }, className)}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {shown && <SvgIcon icon={shown} className={loading ? 'pui-spin' : undefined} />}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}

export interface PublicLinkButtonProps extends LookProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A link that looks like a button (call, WhatsApp). */
export function PublicLinkButton({
  variant,
  block,
  icon,
  className,
  children,
  ...link
}: PublicLinkButtonProps) {
  return (
    <a {...link} className={classOf({ variant, block }, className)}>
      {icon && <SvgIcon icon={icon} />}
      {children !== undefined && <span>{children}</span>}
    </a>
  );
}

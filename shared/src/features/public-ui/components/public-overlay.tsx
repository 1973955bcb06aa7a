import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './public-overlay.css';

export interface PublicOverlayProps {
  /** The dialog's accessible name: the id of its title, or a label. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  /** The box's class (the dialog's panel, the image viewer's stage). */
  className: string;
  /** The mask's class, besides `pui-overlay`. */
  maskClassName?: string;
  children: ReactNode;
}

/**
 * A modal layer over the page, without antd: on the body, Escape or a click on the mask
 * closes it, the page under it does not scroll, and the focus goes into it and back to
 * where it was when it closes.
 */
export function PublicOverlay({
  labelledBy,
  label,
  onClose,
  className,
  maskClassName,
  children,
}: PublicOverlayProps) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className={`pui-overlay${maskClassName ? ` ${maskClassName}` : ''}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

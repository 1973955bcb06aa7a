import type { ReactNode } from 'react';
import { PublicLanguageSwitch } from '../../public-ui/components/language-switch';
import { PublicButton } from '../../public-ui/components/public-button';
import { PublicResult } from '../../public-ui/components/public-result';
import { PublicSpinner } from '../../public-ui/components/public-spinner';

/** What a public page shows: its content, or why it cannot. */
export type PublicPageState = 'ready' | 'loading' | 'not-available' | 'failed';

export interface PublicPageShellProps {
  state: PublicPageState;
  /** The page's own texts for the states without content. */
  texts: { notAvailable: string; notAvailableHint: string; loadFailed: string; retry: string };
  onRetry: () => void;
  /** The page's class, for its styles and tests. */
  className: string;
  /** The content, shown in the `ready` state. */
  children?: ReactNode;
}

/**
 * The frame of a public page (no login, phone first): a language switch, then the
 * content, a spinner while it loads, "not available" for a record that is not public,
 * or the failure with a retry button. Plain React in antd's look, like the login page,
 * so a visitor downloads no antd (docs/benchmarks.md).
 */
export function PublicPageShell({ state, texts, onRetry, className, children }: PublicPageShellProps) {
  let content: ReactNode;
  if (state === 'not-available') {
    content = <PublicResult status="info" title={texts.notAvailable} subTitle={texts.notAvailableHint} />;
  } else if (state === 'failed') {
    content = (
      <PublicResult
        status="warning"
        title={texts.loadFailed}
        extra={<PublicButton onClick={onRetry}>{texts.retry}</PublicButton>}
      />
    );
  } else if (state === 'loading') {
    content = <PublicSpinner />;
  } else {
    content = <div data-testid="public-page-content">{children}</div>;
  }
  return (
    <main className={`pui ${className}`} style={{ minHeight: '100vh', background: '#fff' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 16px 0' }}>
        <PublicLanguageSwitch />
      </div>
      {content}
    </main>
  );
}

import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { ThemeProvider } from './theme-provider';

/**
 * The base text style of antd's `App` (colour, size, line height, font) on a
 * plain element. antd's `App` itself, with its message, notification and modal
 * holders, wraps the layout (see `FeedbackProvider`).
 */
function AppShell({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="app-shell"
      style={{
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/**
 * A page drawn with antd: its theme, locale and size, and the base text style.
 * Every page but the login page has it; the login page is plain React so that
 * it does not download antd (docs/benchmarks.md).
 */
export default function ThemedApp({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AppShell>{children}</AppShell>
    </ThemeProvider>
  );
}

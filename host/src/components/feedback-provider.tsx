import { createAntdNotifier, setNotifier } from '@agency/shared/features/request/api/notifier';
import App from 'antd/es/app';
import { type ReactNode, useEffect } from 'react';

/** Routes messages, notifications and the session dialog of the request client through antd's App context. */
function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  useEffect(() => {
    setNotifier(createAntdNotifier({ message, notification, modal }));
    return () => setNotifier(null);
  }, [message, notification, modal]);
  return null;
}

/**
 * antd's `App` (message, notification and modal holders that follow the theme,
 * for `App.useApp()`), and the request client's notifier bound to it. It wraps
 * the layout and the pages that use `App.useApp()`; elsewhere (the login page)
 * the request client falls back to antd's static API, loaded on first use.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <App component={false}>
      <FeedbackBridge />
      {children}
    </App>
  );
}

import { Alert } from 'antd';

/** The alert of a detail that could not be loaded, with a hint what to do. */
export function NotFoundAlert({ title, hint }: { title: string; hint: string }) {
  return <Alert type="error" showIcon title={title} description={hint} data-testid="pact-not-found" />;
}

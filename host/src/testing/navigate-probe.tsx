import { type NavigateFunction, useNavigate } from 'react-router-dom';

let navigate: NavigateFunction | null = null;

/** Rendered inside a test's router, so that the test can navigate as a link would. */
export function NavigateProbe() {
  navigate = useNavigate();
  return null;
}

/** Navigates inside the router of the last rendered `NavigateProbe`. */
export function navigateInApp(to: string): void {
  if (!navigate) throw new Error('No NavigateProbe rendered');
  void navigate(to);
}

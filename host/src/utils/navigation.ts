type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** Set by a component inside the router, so code outside React (the session-expired handler) can navigate. */
export function setNavigator(next: Navigate | null): void {
  navigator = next;
}

/** Navigates inside the single-page app, or loads the page when the router is not mounted. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}

/** The document title of an auth page: its title, then the product's name unless they are the same. */
export function pageTitle(title: string, appName: string): string {
  return title === appName ? appName : `${title} - ${appName}`;
}

import {
  useDeviceWatch,
  useDocumentTitle,
  useMenuLanguageSync,
  useRecacheAfterRefresh,
  useTagsSync,
} from '../hooks/use-layout-effects';

/**
 * The layout's effects on the store and the document (device, tabs, title, menu
 * language) in a component of their own: what they read from the store re-renders
 * only this, not the whole layout. A navigation adds its tab and title after the
 * page's commit; in the layout's own body those dispatches rendered the sidebar,
 * navbar and page again before the first paint (docs/benchmarks.md).
 */
export function LayoutSync({ refreshCount }: { refreshCount: number }) {
  useDeviceWatch();
  useTagsSync();
  useRecacheAfterRefresh(refreshCount);
  useDocumentTitle();
  useMenuLanguageSync();
  return null;
}

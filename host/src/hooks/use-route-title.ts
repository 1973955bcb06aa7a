import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../utils/host-namespace';
import { isTitleKey } from '../utils/static-routes';

/** Shows a route title: static routes carry a translation key, server menus a translated title. */
export function useRouteTitle(): (title: string) => string {
  const { t } = useTranslation(HOST_NAMESPACE);
  return useCallback((title: string) => (isTitleKey(title) ? t(title) : title), [t]);
}

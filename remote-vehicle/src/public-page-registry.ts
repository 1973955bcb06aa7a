import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { VEHICLE_NAMESPACE, VEHICLE_TEXTS } from './i18n/vehicle-texts';
import { PLAIN_PUBLIC_PAGES } from './plain-public-pages';

/**
 * The public pages module (`public/public-pages.js`, shared/build/public-pages-entry.ts):
 * the plain public pages only, with the remote's texts, for the host's public start.
 */
export default pagesWithTexts(VEHICLE_NAMESPACE, VEHICLE_TEXTS, PLAIN_PUBLIC_PAGES);

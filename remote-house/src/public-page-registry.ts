import { pagesWithTexts } from '@agency/shared/features/federation/utils/pages-with-texts';
import { HOUSE_NAMESPACE, HOUSE_TEXTS } from './i18n/house-texts';
import { PLAIN_PUBLIC_PAGES } from './plain-public-pages';

/**
 * The public pages module (`public/public-pages.js`, shared/build/public-pages-entry.ts):
 * the plain public pages only, with the remote's texts, for the host's public start.
 */
export default pagesWithTexts(HOUSE_NAMESPACE, HOUSE_TEXTS, PLAIN_PUBLIC_PAGES);

import { prefetchStartTexts } from './app/prefetch-start-texts';

prefetchStartTexts();
// The async boundary lets federation negotiate shared singletons before any app code runs.
import('./bootstrap');

import { prefetchStartTexts } from './app/prefetch-start-texts';

prefetchStartTexts();
// The app is a chunk of its own: main.js stays small, and index.html preloads the start-up
// chunks so that they download beside it while it asks for the texts.
import('./bootstrap');

import { prefetchStartTexts } from './app/prefetch-start-texts';

prefetchStartTexts();
// The app is a chunk of its own: main.js stays small, and the page preloads the start-up
// chunks so that they download beside it while it asks for the texts. The server sends
// the public house and car pages marked (public.html): their start has no store, login or
// staff routes (docs/benchmarks.md); the chunk names are the build's (HOST_START_PAGES).
if (document.getElementById('root')?.dataset.start === 'public-start') {
  import(/* webpackChunkName: "public-start" */ './public-bootstrap');
} else {
  import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

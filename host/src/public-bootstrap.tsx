import './app/start-assets';
import { createRoot } from 'react-dom/client';
import { PublicStartRoot, startPublicPages } from './app/public-start-root';
import { startPage } from './app/start-page';

startPublicPages(window.location.pathname);
// The public house and car pages, as the server sends them (public.html): drawn afresh,
// there is no prerendered HTML to hydrate.
startPage((container) => createRoot(container).render(<PublicStartRoot />));

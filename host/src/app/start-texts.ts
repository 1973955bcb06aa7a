import { registerHostLocales } from './locales/register-host-locales';

// The bootstrap imports this module first: the host's namespace is registered before any
// page asks for its texts. Their file is already on its way (prefetch-start-texts.ts).
registerHostLocales();

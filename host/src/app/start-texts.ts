import { registerHostLocales } from '../features/i18n/utils/register-host-locales';

// The bootstrap imports this module first, so the first screen's texts are asked for
// while the rest of the app's modules evaluate, not after them (docs/benchmarks.md).
registerHostLocales();

// What every start of the host imports first (bootstrap.tsx, public-bootstrap.tsx), so
// that these come before any page's styles and texts: the Lao font (regular, semibold),
// the global styles and the host's texts.
import '@fontsource/noto-sans-lao/lao-400.css';
import '@fontsource/noto-sans-lao/lao-600.css';
import './global.css';
import './start-texts';

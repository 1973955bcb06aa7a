// Standalone dev page of the remote (`webpack serve`): the shared singletons are
// negotiated by Module Federation first, so the app starts behind a dynamic import.
import('./bootstrap');

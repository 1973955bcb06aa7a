// `webpack serve` entry: the async boundary lets federation settle the shared
// singletons before any app code runs.
import('./bootstrap');

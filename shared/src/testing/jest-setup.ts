/**
 * Jest setup shared by every app: jest-dom matchers and the browser APIs that
 * jsdom lacks but antd needs (matchMedia, ResizeObserver, getComputedStyle for
 * pseudo elements, scrollTo).
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { loadLanguage } from '../features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../features/i18n/types/language';

// The app loads the texts of one language at a time; tests switch freely, so all
// three are there before any test (after the app's own setup registered its namespaces).
beforeAll(() => Promise.all(SUPPORTED_LANGUAGES.map((language) => loadLanguage(language))));

// findBy/waitFor wait up to 5 s instead of 1: antd screens in jsdom on a busy 2-core CI
// machine can take longer than 1 s to answer a click (a car list filter once did).
configure({ asyncUtilTimeout: 5000 });

// react-router 7 needs TextEncoder/TextDecoder when it loads; jsdom lacks them.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  unboundSelectorCaches(document);

  // jsdom throws "Not implemented" for getComputedStyle(el, pseudoElt) and scrollTo.
  const originalGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
  window.scrollTo = () => {};

  // antd draws upload thumbnails on a canvas; jsdom has none (the thumbnail is simply left out).
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:jest';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
}

// React's scheduler and some antd parts post through MessageChannel, which jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Listener = ((event: { data: unknown }) => void) | null;
  class Port {
    onmessage: Listener = null;
    other: Port | null = null;
    postMessage(data: unknown): void {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start(): void {}
    close(): void {}
    addEventListener(_type: string, listener: Listener): void {
      this.onmessage = listener;
    }
    removeEventListener(): void {
      this.onmessage = null;
    }
  }
  class MessageChannelPolyfill {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    writable: true,
    configurable: true,
    value: MessageChannelPolyfill,
  });
}

/** The caches of compiled selectors an nwsapi engine exposes (all read through get/set). */
const NWSAPI_CACHES = ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers'] as const;
type SelectorCache = {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => unknown;
  has: (key: string) => boolean;
  clear: () => void;
  size: () => number;
};

/**
 * jsdom's getComputedStyle (called by the accessible-name computation of every role
 * query, and by antd) matches the element against every rule of every stylesheet with
 * nwsapi, whose compiled-selector caches keep the last 1000 selectors. antd's CSS-in-JS
 * puts a few thousand selectors in the document, so walking them in order evicts each one
 * before it is used again: every call recompiled every selector (73 % of the house form
 * test's time). The same caches without a bound: same results, each selector compiled once.
 */
function unboundSelectorCaches(doc: Document): void {
  const implSymbol = Object.getOwnPropertySymbols(doc).find((symbol) => symbol.description === 'impl');
  const impl = implSymbol && (doc as unknown as Record<symbol, Record<string, unknown>>)[implSymbol];
  if (!impl) return;
  // jsdom creates its engine for style matching lazily, on the first getComputedStyle.
  for (const field of ['_nwsapiDontThrow', '_nwsapi']) {
    let engine: unknown = impl[field];
    if (engine) prepare(field, engine);
    Object.defineProperty(impl, field, {
      configurable: true,
      get: () => engine,
      set: (value: unknown) => {
        engine = value;
        if (value) prepare(field, value);
      },
    });
  }

  function prepare(field: string, engine: unknown): void {
    unbound(engine);
    // Only the engine jsdom matches stylesheet rules with (querySelector and matches keep theirs).
    if (field === '_nwsapiDontThrow' && doc.compatMode === 'CSS1Compat')
      skipRulesOfOtherClasses(engine as { match: MatchFunction });
  }

  function unbound(engine: unknown): void {
    for (const name of NWSAPI_CACHES) {
      const cache = (engine as Record<string, SelectorCache | undefined>)[name];
      if (!cache) continue;
      const map = new Map<string, unknown>();
      cache.get = (key) => map.get(key);
      cache.set = (key, value) => {
        map.set(key, value);
        return value;
      };
      cache.has = (key) => map.has(key);
      cache.clear = () => map.clear();
      cache.size = () => map.size;
    }
  }
}

/** Per selector: the class names one of its branches' subject needs, or null (no quick answer). */
const requiredClassesCache = new Map<string, string[][] | null>();
const PLAIN_CLASS = /^[-\w\u00a0-\uffff]+$/;

/**
 * For each comma-separated branch of `selector`, the plain class names (`.name` outside
 * any parentheses or brackets) of its last compound, the element it styles: an element
 * whose class attribute lacks one of them cannot match that branch. null when some branch
 * has none (the engine must decide).
 */
function requiredClasses(selector: string): string[][] | null {
  let cached = requiredClassesCache.get(selector);
  if (cached !== undefined) return cached;
  const branches: string[][] = [];
  let current: string[] = [];
  let depth = 0;
  let quote = '';
  let ok = true;
  for (let i = 0; i < selector.length && ok; i++) {
    const c = selector[i] as string;
    if (c === '\\') {
      i++;
    } else if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(' || c === '[') {
      depth++;
    } else if (c === ')' || c === ']') {
      depth--;
    } else if (depth > 0) {
      // inside :not(), :is(), :where(), :has() or an attribute selector: no requirement
    } else if (c === ',') {
      if (current.length === 0) ok = false;
      branches.push(current);
      current = [];
    } else if (/[\s>+~]/.test(c)) {
      // a combinator (or trailing space): what follows is the subject
      let j = i;
      while (j + 1 < selector.length && /[\s>+~]/.test(selector[j + 1] as string)) j++;
      if (j + 1 < selector.length && selector[j + 1] !== ',') current = [];
      i = j;
    } else if (c === '.') {
      let j = i + 1;
      while (j < selector.length && /[-\w\u00a0-\uffff]/.test(selector[j] as string)) j++;
      if (selector[j] !== '\\') {
        const name = selector.slice(i + 1, j);
        if (PLAIN_CLASS.test(name)) current.push(name);
      }
      i = j - 1;
    }
  }
  if (current.length === 0) ok = false;
  branches.push(current);
  cached = ok && depth === 0 && !quote ? branches : null;
  requiredClassesCache.set(selector, cached);
  return cached;
}

type MatchFunction = (selectors: string, element: Element, callback?: unknown) => boolean;

/**
 * Most of antd's rules style one class (`.ant-btn-primary`, `:where(.css-…).ant-select …`):
 * before asking nwsapi, a rule whose styled element needs a class the element has not got
 * is answered "no match" at once, as nwsapi would (class names match exactly outside
 * quirks mode). A check against 1.6 million element/rule pairs of the house form found
 * no answer changed; that test ran in 22 s instead of 33 s.
 */
function skipRulesOfOtherClasses(engine: { match: MatchFunction }): void {
  const match = engine.match;
  let lastClass: string | null = null;
  let lastTokens = new Set<string>();
  engine.match = (selectors, element, callback) => {
    const branches = typeof selectors === 'string' && element ? requiredClasses(selectors) : null;
    if (branches) {
      const className = element.getAttribute('class');
      if (className !== lastClass) {
        lastClass = className;
        lastTokens = new Set(className ? className.split(/\s+/) : []);
      }
      if (!branches.some((names) => names.every((name) => lastTokens.has(name)))) return false;
    }
    return match(selectors, element, callback);
  };
}

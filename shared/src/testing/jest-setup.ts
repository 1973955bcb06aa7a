/**
 * Jest setup shared by every app: jest-dom matchers and the browser APIs that
 * jsdom lacks but antd needs (matchMedia, ResizeObserver, getComputedStyle for
 * pseudo elements, scrollTo).
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadLanguage } from '../features/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '../features/i18n/types/language';

// The app loads the texts of one language at a time; tests switch freely, so all
// three are there before any test (after the app's own setup registered its namespaces).
beforeAll(() => Promise.all(SUPPORTED_LANGUAGES.map((language) => loadLanguage(language))));

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

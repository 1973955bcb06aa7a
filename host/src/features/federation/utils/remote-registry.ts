import type { PageLoader, PageRegistry } from '@agency/shared/features/federation/types/page-registry';
import type { ComponentType } from 'react';
import { loadPageRegistry, prefetchSharedLibraries, registerRemoteModules } from '../api/remote-loader';
import type { RemoteModule } from '../types/remote-module';

export type ModuleFetcher = () => Promise<RemoteModule[]>;

/** Where a remote's page registry comes from. */
export type PageSource = (module: RemoteModule) => Promise<PageRegistry>;

/** The remote's federated entry (`./pages`): the staff app's source. */
const federatedPages: PageSource = (module) => loadPageRegistry(module.name);

const noop = () => undefined;

/** Why a page could not be shown although the component string is fine. */
export class RemoteLoadError extends Error {
  constructor(
    message: string,
    /** The remote that failed, or null when the module registry itself could not be read. */
    readonly remote: string | null,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

export type PageResolution =
  | { kind: 'page'; module: RemoteModule; key: string; load: PageLoader }
  | { kind: 'not-available'; reason: 'no-remote' | 'no-page'; component: string; module?: RemoteModule };

/** A page loaded, or why there is none. */
export type PageLoad =
  | { kind: 'page'; Page: ComponentType }
  | Extract<PageResolution, { kind: 'not-available' }>;

/** `/house/village/index.vue` -> `house/village/index`. */
export function normaliseComponent(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/+$/, '');
}

/** The first segment of a component string, which names its remote (`house/village/index` -> `house`). */
export function componentPrefix(component: string): string {
  return normaliseComponent(component).split('/')[0] ?? '';
}

/** Keys tried in a page registry: the string itself, then with or without a trailing `/index`. */
export function candidateKeys(component: string): string[] {
  const key = normaliseComponent(component);
  const alternative = key.endsWith('/index') ? key.slice(0, -'/index'.length) : `${key}/index`;
  return [key, alternative];
}

/**
 * The remotes known to the shell: read from the server's module registry at
 * start, registered with the federation runtime, and asked for their page
 * registries on first use. A failure is never cached, so "retry" starts again.
 */
export class RemoteRegistry {
  private modules: RemoteModule[] | null = null;
  private loadingModules: Promise<RemoteModule[]> | null = null;
  private readonly pageRegistries = new Map<string, Promise<PageRegistry>>();
  /** Remotes whose entry failed: the next attempt re-registers them with `force`. */
  private readonly failed = new Set<string>();
  /** Pages loaded so far, by component string: a page shown again renders at once. */
  private readonly loadedPages = new Map<string, ComponentType>();
  private pageSource: PageSource = federatedPages;

  constructor(private readonly fetchModules: ModuleFetcher) {}

  /**
   * Where page registries come from from now on: the remotes' federated entries, unless
   * a start sets another (the public start: the remotes' public pages modules).
   */
  setPageSource(source: PageSource): void {
    this.pageSource = source;
  }

  /** Reads the registry and registers the remotes; concurrent callers share one request. */
  loadModules(): Promise<RemoteModule[]> {
    if (this.modules) return Promise.resolve(this.modules);
    if (!this.loadingModules) {
      this.loadingModules = this.fetchModules()
        .then((modules) => {
          registerRemoteModules(modules);
          this.modules = modules;
          return modules;
        })
        .catch((error: unknown) => {
          throw new RemoteLoadError('The module registry could not be read', null, error);
        })
        .finally(() => {
          this.loadingModules = null;
        });
    }
    return this.loadingModules;
  }

  /** The modules read so far (empty before the registry answered). */
  getModules(): RemoteModule[] {
    return this.modules ?? [];
  }

  /** The remote serving a component string, by its first segment. */
  findModule(component: string): RemoteModule | undefined {
    const prefix = componentPrefix(component);
    return this.getModules().find((module) => module.prefixes.includes(prefix));
  }

  /** A remote's page registry, loaded once; a failure is forgotten so the next call retries. */
  loadPages(module: RemoteModule): Promise<PageRegistry> {
    const cached = this.pageRegistries.get(module.name);
    if (cached) return cached;
    if (this.failed.has(module.name)) {
      registerRemoteModules([module], true);
      this.failed.delete(module.name);
    }
    const loading = this.pageSource(module).catch((error: unknown) => {
      this.pageRegistries.delete(module.name);
      this.failed.add(module.name);
      throw new RemoteLoadError(`Module ${module.name} could not be loaded`, module.name, error);
    });
    this.pageRegistries.set(module.name, loading);
    return loading;
  }

  /**
   * Resolves a menu component string to a page: the remote by prefix, then the
   * page in its registry. Resolves `not-available` when no remote or no page
   * answers to the string; rejects with {@link RemoteLoadError} when the
   * registry or the remote cannot be loaded.
   */
  async resolve(component: string): Promise<PageResolution> {
    await this.loadModules();
    const module = this.findModule(component);
    if (!module) return { kind: 'not-available', reason: 'no-remote', component };
    const pages = await this.loadPages(module);
    for (const key of candidateKeys(component)) {
      const load = pages[key];
      if (load) return { kind: 'page', module, key, load };
    }
    return { kind: 'not-available', reason: 'no-page', component, module };
  }

  /** Resolves a component string and loads its page, which is kept for {@link loadedPage}. */
  async loadPage(component: string): Promise<PageLoad> {
    const resolution = await this.resolve(component);
    if (resolution.kind !== 'page') return resolution;
    const { default: Page } = await resolution.load();
    this.loadedPages.set(normaliseComponent(component), Page);
    return { kind: 'page', Page };
  }

  /** The page behind a component string if it is loaded already, for a first render without a spinner. */
  loadedPage(component: string): ComponentType | undefined {
    return this.loadedPages.get(normaliseComponent(component));
  }

  /**
   * Loads, ahead of need, the entries and page registries of the remotes serving
   * these component strings (the user's menus), and the libraries the host provides
   * them (antd's components beyond the layout's), so that a menu click only fetches
   * the page itself. Failures are left for the page to meet and report.
   */
  async prefetch(components: readonly string[]): Promise<void> {
    try {
      await this.loadModules();
    } catch {
      return;
    }
    const modules = new Set(components.map((component) => this.findModule(component)));
    modules.delete(undefined);
    if (modules.size === 0) return;
    await Promise.all([
      ...[...modules].map((module) => (module ? this.loadPages(module).then(noop, noop) : undefined)),
      prefetchSharedLibraries().then(noop, noop),
    ]);
  }

  /** Loads a page's own chunk ahead of a click (a menu entry pointed at); failures are left for the page. */
  async prefetchPage(component: string): Promise<void> {
    try {
      await this.loadPage(component);
    } catch {
      // the page shows its own error card when opened
    }
  }

  /** For tests and a module switch: forget everything. */
  reset(): void {
    this.modules = null;
    this.loadingModules = null;
    this.pageRegistries.clear();
    this.failed.clear();
    this.loadedPages.clear();
  }
}

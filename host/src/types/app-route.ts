/** A crumb of the breadcrumb: a menu title and where it leads (none for `noRedirect` directories). */
export interface Crumb {
  title: string;
  path?: string;
}

/** A page reachable in the layout, flattened from the server's router tree or from the static table. */
export interface AppRoute {
  /** Full path, e.g. `/system/user`; may hold `:params`. */
  path: string;
  name?: string;
  title: string;
  icon?: string;
  /**
   * What shows: a remote page string (`house/village/index`), `InnerLink` (iframe)
   * or a host page (`host:dashboard`, `host:profile`).
   */
  component: string;
  /** InnerLink: the external address. */
  link?: string;
  /** Default query from the menu. */
  query?: Record<string, string>;
  noCache: boolean;
  hidden: boolean;
  /** A tab that the tags view never closes. */
  affix?: boolean;
  /** Directory titles above the page, for the breadcrumb. */
  crumbs: Crumb[];
  /** The menu entry to highlight (for hidden pages). */
  activeMenu?: string;
  /** Static routes: any of these permissions is needed. */
  permissions?: string[];
  /** Static routes: any of these roles is needed. */
  roles?: string[];
  /** Route parameters that must be digits. */
  digitParams?: string[];
}

/** One entry of the sidebar or top menu. */
export interface MenuNode {
  /** Full path (or the external address). */
  key: string;
  title: string;
  icon?: string;
  /** Opens in a new window. */
  external: boolean;
  query?: Record<string, string>;
  children?: MenuNode[];
}

/**
 * What the server and the storefront's server build agree on (docs/architecture.md §2, Server
 * rendering). The server loads the storefront's `./render` module at run time through Module
 * Federation and calls `render` for every storefront page.
 */

/**
 * The field of a remote's `mf-manifest.json` metaData that maps each of its stylesheets to the
 * `data-rspack` value its runtime looks for before adding that stylesheet's `<link>` (rspack.base.ts
 * writes it); the server-rendered page's links carry it, so the stylesheet is not loaded twice.
 */
export const STYLESHEET_KEYS_FIELD = 'stylesheetKeys';

/** Anything a rendered page can be piped into (a Node response stream). */
export interface RenderDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface ServerRenderRequest {
  /** The page's path and query string, e.g. `/collections/men?page=2`. */
  url: string;
  /** The origin shoppers reach the store at (canonical and Open Graph URLs). */
  origin: string;
  /** `apiBaseUrl` of the runtime config: the browser's view of the API (picture URLs). */
  apiBaseUrl: string;
  /** Reaches the API in the server's own process: the data a page needs is read through it. */
  fetch: (request: Request) => Promise<Response>;
}

export interface ServerRenderResult {
  /** 200, or 404 for an address no screen (or no product) answers. */
  status: number;
  /** Tags for the page's <head>: title, description, canonical URL, Open Graph, Twitter, JSON-LD. */
  head: string;
  /**
   * Inline scripts that must run before the page is painted (the server puts them in the head and
   * allows exactly these in its Content-Security-Policy, by hash).
   */
  scripts?: string[];
  /** The data the page was rendered with, handed to the browser so hydration asks for none of it. */
  data: Record<string, unknown>;
  /** Streams the rendered markup (the content of the shell's root element). */
  pipe: (destination: RenderDestination) => void;
  /** Stops a render that is no longer wanted (over the time budget). */
  abort: (reason?: unknown) => void;
}

/** The module the storefront's server build exposes as `./render`. */
export interface StoreServerRender {
  /** Resolves once the whole page is ready to stream (every lazy screen loaded); null: a screen
   * rendered in the browser only (cart, checkout, account). */
  render: (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;
}

/** The id of the JSON script that carries `ServerRenderResult.data` to the browser. */
export const SERVER_DATA_ELEMENT_ID = '__THREADLINE_DATA__';
/** Set on the shell's root element when its content was rendered on the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/**
 * The performance mark the storefront sets when a loaded page first has an idle moment and starts
 * hydrating, on its own, the sections below its first screen (docs/architecture.md §2, "Hydration in
 * small pieces"): what the page fetches from then on is idle work, not its first load
 * (tests/bench/measure-web.ts counts the two apart).
 */
export const IDLE_WORK_MARK = 'threadline:idle-work';

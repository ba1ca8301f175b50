import { type ComponentType, type ReactElement, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** How far ahead of the viewport a section's code is fetched (a fast flick stays ahead of it). */
const AHEAD = '600px 0px';

/** A section's code, fetched once on demand (`start`); `ready` settles when it is in. */
export interface DeferredPart<Props extends object> {
  start: () => void;
  ready: Promise<void>;
  loaded: () => ComponentType<Props> | null;
}

/** Every deferred section, for tests that render whole pages at once. */
const parts: Array<DeferredPart<never>> = [];

/**
 * Fetches every deferred section's code now. For the component tests only: a server render to a
 * string (and a test's synchronous queries) see the sections as the streaming server render does.
 */
export async function loadDeferredSections(): Promise<void> {
  for (const part of parts) part.start();
  await Promise.all(parts.map((part) => part.ready));
}

/** A section's code as a chunk of its own, shown with `<Deferred part={...} />`. */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let started = false;
  let Loaded: ComponentType<Props> | null = null;
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  const settle = (section: ComponentType<Props>) => {
    Loaded = section;
    resolve();
  };
  const part: DeferredPart<Props> = {
    start() {
      if (started) return;
      started = true;
      load().then(settle, () => {
        // On the server the page is rendered without it. In the browser it stays as it is (the
        // server's HTML, whose links work without scripts) and the next time it comes near or is
        // pointed at, touched or focused, the download is tried again.
        if (typeof window === 'undefined') settle(() => null);
        else started = false;
      });
    },
    ready,
    loaded: () => Loaded,
  };
  parts.push(part as DeferredPart<never>);
  return part;
}

function SectionBody<Props extends object>({ part, props }: { part: DeferredPart<Props>; props: Props }) {
  const Loaded = part.loaded();
  // Suspends until its code is in (a thrown promise: `use` would be called on some renders only).
  if (Loaded === null) throw part.ready;
  const Shown = Loaded;
  return <Shown {...props} />;
}

/** Whether the element is laid out (not inside something hidden); where the browser cannot tell, yes. */
const shown = (element: Element) =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility();

/**
 * A section that starts below the first screen: the browser skips its style, layout and paint until
 * it nears the viewport (`content-visibility: auto`), sized meanwhile by its last rendered height or,
 * before it has one, by an estimate. Not for anything that overflows its box or holds fixed-position
 * parts (both are clipped to it).
 */
const OFFSCREEN_CLASSES = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

type DeferredProps<Props extends object> = {
  part: DeferredPart<Props>;
  /** The section starts below the first screen on every viewport (see OFFSCREEN_CLASSES). */
  offscreen?: boolean;
} & Props;

/**
 * A section below the first screen, hydrated on its own (docs/architecture.md §2, "Hydration in
 * small pieces"). Its code is fetched when the section comes within `AHEAD` of the viewport, when the
 * shopper points at, touches or focuses it, or once the page has loaded and the browser is idle;
 * until then the server's HTML stays as it is (its plain links work without scripts) and the first
 * screen hydrates without it. The server renders it at once; where the page was rendered in the
 * browser it is fetched at once.
 */
export function Deferred<Props extends object>({ part, offscreen = false, ...rest }: DeferredProps<Props>) {
  const props = rest as unknown as Props;
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(part.loaded() !== null);
  if (typeof window === 'undefined') part.start();
  // Until its code is in, the part keeps the props it was rendered with: new ones would make React
  // drop the server's HTML of a part it cannot hydrate yet.
  const held = useRef<ReactElement | null>(null);
  if (held.current === null || loaded) {
    held.current = (
      <Suspense fallback={null}>
        <SectionBody part={part} props={props} />
      </Suspense>
    );
  }
  useEffect(() => {
    let live = true;
    void part.ready.then(() => live && setLoaded(true));
    const element = box.current;
    // Nothing from the server to keep (rendered in the browser), or no way to tell when it is near.
    if (!element?.firstElementChild || typeof IntersectionObserver === 'undefined') {
      part.start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) part.start();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    // Native listeners: React's own do not run inside a part that is not hydrated yet. A focus or a
    // touch in there React stops at its root (it waits for the part), so those are heard on the
    // document, before it.
    const within = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) part.start();
    };
    const events = ['focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, within, { capture: true, passive: true });
    element.addEventListener('pointerenter', part.start, { passive: true });
    // Hidden sections (the wide-screen search on a phone) wait until they show.
    const cancelIdle = whenIdle(() => shown(element) && part.start());
    void part.ready.then(() => observer.disconnect());
    return () => {
      live = false;
      observer.disconnect();
      cancelIdle();
      for (const name of events) document.removeEventListener(name, within, { capture: true });
      element.removeEventListener('pointerenter', part.start);
    };
  }, [part]);
  return (
    <div ref={box} className={offscreen ? OFFSCREEN_CLASSES : undefined}>
      {held.current}
    </div>
  );
}

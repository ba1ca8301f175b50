import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { hydrateWithoutWarnings, serverHtml } from '../test/server-html.tsx';
import { Deferred, deferredSection, loadDeferredSections } from './deferred-section.tsx';

function Reviews({ title }: { title: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <section aria-label={title}>
      <a href="/collections/all">All products</a>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Opened' : 'Open'}
      </button>
    </section>
  );
}

/** A stand-in IntersectionObserver the test drives: `near()` brings every observed element near. */
function fakeViewport() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: Observer });
  return {
    near() {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
    remove() {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    },
  };
}

it('keeps the server HTML of a section below the fold until it comes near, then hydrates it', async () => {
  // The server's HTML, as the streaming render sends it (the section's code already in).
  const onServer = deferredSection(async () => Reviews);
  await loadDeferredSections();
  const container = serverHtml(<Deferred part={onServer} title="Reviews" />);
  expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/collections/all');

  const viewport = fakeViewport();
  try {
    let deliver: (section: ComponentType<{ title: string }>) => void = () => undefined;
    const load = jest.fn(() => new Promise<ComponentType<{ title: string }>>((done) => (deliver = done)));
    const inBrowser = deferredSection(load);
    await hydrateWithoutWarnings(container, <Deferred part={inBrowser} title="Reviews" />);

    // Far from the viewport: nothing fetched, the server's section still there, its button inert.
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();

    act(() => viewport.near());
    expect(load).toHaveBeenCalledTimes(1);
    const errors = jest.spyOn(console, 'error');
    await act(async () => deliver(Reviews));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
  } finally {
    viewport.remove();
  }
});

it('fetches a section at once on a page rendered in the browser', async () => {
  const viewport = fakeViewport();
  try {
    const load = jest.fn(async () => Reviews);
    const section = deferredSection(load);
    await act(async () => {
      render(<Deferred part={section} title="Reviews" />);
    });
    expect(await screen.findByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    viewport.remove();
  }
});

/** A stand-in requestIdleCallback the test drives: `idle()` runs what waits for an idle moment. */
function fakeIdleBrowser() {
  const waiting = new Map<number, () => void>();
  let next = 1;
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (callback: () => void) => {
      waiting.set(next, callback);
      return next++;
    },
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    configurable: true,
    value: (handle: number) => waiting.delete(handle),
  });
  return {
    idle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback();
    },
    remove() {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    },
  };
}

it('hydrates a section out of view once the page has loaded and the browser is idle', async () => {
  const onServer = deferredSection(async () => Reviews);
  await loadDeferredSections();
  const container = serverHtml(<Deferred part={onServer} title="Reviews" />);

  const viewport = fakeViewport();
  const browser = fakeIdleBrowser();
  try {
    const load = jest.fn(async () => Reviews);
    const inBrowser = deferredSection(load);
    await hydrateWithoutWarnings(container, <Deferred part={inBrowser} title="Reviews" />);
    expect(load).not.toHaveBeenCalled();

    // Never near the viewport: the idle moment alone brings its code.
    await act(async () => browser.idle());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
  } finally {
    browser.remove();
    viewport.remove();
  }
});

it("keeps the server's HTML of a section whose code cannot be fetched, and tries again when the shopper comes to it", async () => {
  const onServer = deferredSection(async () => Reviews);
  await loadDeferredSections();
  const container = serverHtml(<Deferred part={onServer} title="Reviews" />);

  const viewport = fakeViewport();
  try {
    let attempts = 0;
    const load = jest.fn(async (): Promise<ComponentType<{ title: string }>> => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: Loading chunk similar failed.');
      return Reviews;
    });
    const inBrowser = deferredSection(load);
    await hydrateWithoutWarnings(container, <Deferred part={inBrowser} title="Reviews" />);

    await act(async () => viewport.near());
    expect(load).toHaveBeenCalledTimes(1);
    // The download failed: the section is still the server's, its link still goes where it did.
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/collections/all');

    // The shopper tabs into it: the download is tried again, and this time the section hydrates.
    await act(async () => {
      fireEvent.focusIn(screen.getByRole('link', { name: 'All products' }));
    });
    expect(load).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
  } finally {
    viewport.remove();
  }
});

/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import { Link, Route, Routes } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { lazy, Suspense, useId } from 'react';
import { type RenderedMarkup, renderMarkup, streamMarkup, synchronousMarkup } from './render-markup.ts';

/** Everything `markup` writes into a page. */
function written(markup: RenderedMarkup): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const destination = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    destination.on('finish', () => resolve(text));
    markup.pipe(destination);
  });
}

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue="Linen Shirt & Co <b>" />
    </p>
  );
}

/** A lazy section whose code arrives only when React first asks for it, as a lazy screen's does. */
function lazySection(text: string) {
  return lazy(async () => ({ default: () => <section>{text}</section> }));
}

function Broken(): never {
  throw new Error('reviews could not be read');
}

function Page({ Section }: { Section: ReturnType<typeof lazySection> }) {
  return (
    <MemoryRouter initialEntries={['/product/abc?size=M']}>
      <Routes>
        <Route
          path="*"
          element={
            <main>
              <h1>Linen Shirt</h1>
              <Labelled label="Quantity" />
              <Link to="/collections/men">Men</Link>
              <Suspense fallback={<p>Loading reviews</p>}>
                <Section />
                <Labelled label="Your review" />
              </Suspense>
            </main>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('the markup of a server-rendered page', () => {
  it('waits for a lazy part that has not loaded yet, and renders it whole', async () => {
    const Section = lazySection('What shoppers say');
    expect(synchronousMarkup(<Page Section={Section} />)).toBeNull();
    const html = await written(await renderMarkup(<Page Section={Section} />));
    expect(html).toContain('<section>What shoppers say</section>');
    expect(html).not.toContain('Loading reviews');
  });

  it('once every lazy part has loaded, renders in one pass exactly what the streaming renderer writes', async () => {
    const Section = lazySection('What shoppers say');
    await written(await streamMarkup(<Page Section={Section} />));
    const streamed = await written(await streamMarkup(<Page Section={Section} />));
    const synchronous = synchronousMarkup(<Page Section={Section} />);
    expect(synchronous).toBe(streamed);
    expect(synchronous).toContain('<section>What shoppers say</section>');
    expect(synchronous).toContain('<a href="/collections/men">Men</a>');
    expect(synchronous).toContain('value="Linen Shirt &amp; Co &lt;b&gt;"');
    expect(await written(await renderMarkup(<Page Section={Section} />))).toBe(streamed);
  });

  it('refuses a page whose part fails, rather than leave that part to the browser', async () => {
    const tree = (
      <main>
        <h1>Linen Shirt</h1>
        <Suspense fallback={<p>Loading reviews</p>}>
          <Broken />
        </Suspense>
      </main>
    );
    expect(synchronousMarkup(tree)).toBeNull();
    await expect(renderMarkup(tree)).rejects.toThrow('reviews could not be read');
  });

  it('waits for a shell that suspends outside any boundary', async () => {
    const Section = lazySection('Size guide');
    expect(synchronousMarkup(<Section />)).toBeNull();
    expect(await written(await renderMarkup(<Section />))).toBe('<section>Size guide</section>');
  });
});

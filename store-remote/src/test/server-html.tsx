import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/*
 * What a shopper without JavaScript gets is the server's HTML: these tests render a tree to a string
 * as the server does, then hydrate the same markup as the browser does once scripts run.
 */

const hydrated: Root[] = [];

afterEach(() => {
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

/** The server's HTML of `tree`, placed in the document. */
export function serverHtml(tree: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML with the same tree; a React warning (a mismatch among them) fails the test. */
export async function hydrateWithoutWarnings(container: HTMLElement, tree: ReactElement): Promise<void> {
  const errors = jest.spyOn(console, 'error');
  try {
    await act(async () => {
      hydrated.push(hydrateRoot(container, tree));
    });
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
}

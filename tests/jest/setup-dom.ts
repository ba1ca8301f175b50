import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor end as soon as what they wait for is there; their default bound of 1 s is
// shorter than a screen's first render takes on a loaded machine (several suites share two cores),
// so they wait up to 15 s before failing (docs/architecture.md §6, Waiting for what a test started).
configure({ asyncUtilTimeout: 15_000 });

// A suite of the server's side (`@jest-environment node`, such as the server render's) has no window.
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Generous waits on conditions: several engineers' suites share two cores, and a first render can
// take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
});

import { loadDeferredSections } from '../components/deferred-section.tsx';

// Pages render whole in component tests, as the server streams them (components/deferred-section.tsx
// has its own test of what waits for the viewport).
beforeAll(() => loadDeferredSections());

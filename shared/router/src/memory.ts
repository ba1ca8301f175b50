/**
 * `@store/router/memory`: the router that keeps its location in memory, for the server render and
 * for tests. It is not part of the shared `@store/router` singleton, so browsers never download it;
 * it renders with the same react-router contexts the facade's hooks read.
 */
export { MemoryRouter } from 'react-router';

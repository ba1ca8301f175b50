/**
 * Schemas of routes that need a signed-in user's bearer token, listed under `tag` in the API docs:
 * `signedIn(tag)(schema)` adds the tag and the bearer security scheme to a route's schema.
 */
export const signedIn =
  (tag: string) =>
  <S extends object>(schema: S) => ({ tags: [tag], security: [{ bearer: [] }], ...schema });

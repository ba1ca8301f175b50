/**
 * Versions of what an admin edits (docs/api.md, "Stale changes: If-Match and 409"), importable without
 * zod. An order's or a product's version is its `updatedAt`; its entity tag (the ETag the server
 * answers, the If-Match a change sends) is that time in double quotes, so a screen that holds the
 * record, from a list as well as from its own page, can name the version it shows.
 */
export const entityTag = (updatedAt: string): string => `"${updatedAt}"`;

import { errorResponseSchema } from '@store/contracts';

type Status = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** Response schemas of the refusals a route can answer, each `{ message }` (for OpenAPI). */
export function errorResponses<const S extends Status>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

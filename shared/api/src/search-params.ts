export type ParamValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Builds a query string from only the non-empty values; lists are sent comma-separated. */
export function toSearchParams(values: Record<string, ParamValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const joined = value
        .map((item) => String(item).trim())
        .filter((item) => item !== '')
        .join(',');
      if (joined !== '') params.set(key, joined);
      continue;
    }
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  return params;
}

import { type FormEvent, useEffect, useState } from 'react';

type Contracts = typeof import('@store/contracts');

/**
 * What a form needs of a zod schema from `@store/contracts` (the one the server validates the same
 * request with), so both say the same thing in the same words.
 */
export interface RequestSchema<Body> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Body }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Each error by its full path, dotted (`variants.3.countInStock`), first error of each path, in order. */
export type PathErrors = Record<string, string>;

let contracts: Contracts | null = null;
let loading: Promise<Contracts> | null = null;

/**
 * The contracts' schemas, and zod with them (about 25 KB gzip), load when a form first shows rather
 * than with the admin's first screen: the dashboard and the lists never need them.
 */
export function loadContracts(): Promise<Contracts> {
  loading ??= import('@store/contracts').then(
    (loaded) => {
      contracts = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Checks a request body with its schema: the body as the server would read it, or each field's first
 * error (`errors`, by top-level field) and each path's first error (`at`, for lists such as variants).
 */
export function checkBody<Body, Values>(
  schema: RequestSchema<Body>,
  input: unknown,
): { ok: true; body: Body } | { ok: false; errors: FieldErrors<Values>; at: PathErrors } {
  const checked = schema.safeParse(input);
  if (checked.success) return { ok: true, body: checked.data };
  const errors: FieldErrors<Values> = {};
  const at: PathErrors = {};
  for (const issue of checked.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof Values & string;
    errors[key] ??= issue.message;
    at[issue.path.map(String).join('.')] ??= issue.message;
  }
  return { ok: false, errors, at };
}

/** The contracts once loaded (null until then), for the values a form shows as it is typed. */
export function useContracts(): Contracts | null {
  const [loaded, setLoaded] = useState(contracts);
  useEffect(() => {
    if (!loaded) loadContracts().then(setLoaded, () => undefined);
  }, [loaded]);
  return loaded;
}

/**
 * A form's values and each field's error. `field(key)` gives a text field or select its name, value,
 * error and change handler; `submit` checks the request body with the contracts' schema, and on
 * failure shows each field's first error next to it and moves the focus to the first field in error
 * (the input named by the error's full path, such as `variants.3.countInStock`, else its field).
 * `errorsAt` holds the errors by full path, for fields inside lists; `clearErrorsAt(prefix)` drops them.
 */
export function useForm<Values extends object>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [errorsAt, setErrorsAt] = useState<PathErrors>({});
  useEffect(() => {
    loadContracts().catch(() => undefined);
  }, []);

  function set<K extends keyof Values & string>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  const field = (key: keyof Values & string) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as Values[typeof key]),
  });

  function submit<Body>(
    event: FormEvent<HTMLFormElement>,
    schemaOf: (loaded: Contracts) => RequestSchema<Body>,
    input: unknown,
    onValid: (body: Body) => void,
  ) {
    event.preventDefault();
    const form = event.currentTarget;
    const check = (loaded: Contracts) => {
      const checked = checkBody<Body, Values>(schemaOf(loaded), input);
      if (checked.ok) {
        onValid(checked.body);
        return;
      }
      setErrors(checked.errors);
      setErrorsAt(checked.at);
      const path = Object.keys(checked.at)[0];
      const first = Object.keys(checked.errors)[0];
      const target =
        (path ? form.querySelector<HTMLElement>(`[name="${path}"]`) : null) ??
        (first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null);
      target?.focus();
    };
    if (contracts) {
      check(contracts);
      return;
    }
    // The schemas could not be loaded (the network): send unchecked, since the server checks the
    // same schema and the form shows its refusal.
    loadContracts().then(check, () => onValid(input as Body));
  }

  function clearErrorsAt(prefix: string) {
    setErrorsAt((current) => {
      const kept = Object.entries(current).filter(([path]) => !path.startsWith(prefix));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setErrorsAt({});
  }

  return { values, setValues, errors, errorsAt, clearErrorsAt, set, field, submit, reset };
}

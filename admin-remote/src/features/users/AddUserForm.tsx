import { ROLES } from '@store/contracts/constants';
import { Button } from '@store/ui';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import {
  EMPTY_USER_FORM,
  ROLE_LABELS,
  type UserFormErrors,
  type UserFormValues,
  validateUserForm,
} from './user-form.ts';
import { useUserChanges } from './users-store.ts';

export function AddUserForm() {
  const titleId = useId();
  const addUser = useUserChanges((state) => state.addUser);
  const adding = useUserChanges((state) => state.adding);
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (key: keyof UserFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setRefusal(null);
    const checked = validateUserForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const outcome = await addUser(checked.body);
    if (outcome.ok) {
      toast.success(`${outcome.value.name} was added`);
      setValues(EMPTY_USER_FORM);
      setErrors({});
    } else {
      setRefusal(outcome.message);
    }
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Add New User
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name')(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email')(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password')(event.target.value)}
        />
        <SelectField
          label="Role"
          name="role"
          value={values.role}
          error={errors.role}
          onChange={(event) => change('role')(event.target.value)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        {refusal && (
          <p
            role="alert"
            className="rounded-md bg-rose-50 p-3 text-sm text-rose-800 sm:col-span-2 lg:col-span-4"
          >
            {refusal}
          </p>
        )}
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" busy={adding}>
            Add User
          </Button>
        </div>
      </form>
    </section>
  );
}

import { Button, toast } from '@store/ui';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { EMPTY_USER_FORM, ROLE_OPTIONS } from './user-form.ts';
import { useUserChanges } from './users-store.ts';

/** Add a user: name, email and password required, role customer or admin (docs/product.md §5). */
export function AddUserForm() {
  const titleId = useId();
  const addUser = useUserChanges((state) => state.addUser);
  const adding = useUserChanges((state) => state.adding);
  const form = useForm(EMPTY_USER_FORM);
  const [refusal, setRefusal] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (adding) {
      event.preventDefault();
      return;
    }
    setRefusal(null);
    form.submit(
      event,
      (contracts) => contracts.adminUserCreateSchema,
      form.values,
      async (body) => {
        const outcome = await addUser(body);
        if (outcome.ok) {
          toast.success(`${outcome.value.name} was added`);
          form.reset();
        } else {
          setRefusal(outcome.message);
        }
      },
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Add New User
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Name" autoComplete="off" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="off" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <SelectField label="Role" {...form.field('role')}>
          {ROLE_OPTIONS.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
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

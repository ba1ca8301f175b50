import { anAdmin, anAdminUser, hold, idEndingIn, mockApi } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const asha = anAdminUser();
const me = anAdminUser({ _id: anAdmin._id, name: anAdmin.name, email: anAdmin.email, role: 'admin' });

async function usersTable() {
  return within(await screen.findByRole('table', { name: 'Users' }));
}
/** Types the add-user form's name, email and password. */
async function fillNewUser(name: string, email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Name'), name);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}
const rowOf = (table: ReturnType<typeof within>, name: string) => {
  const row = table.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

it('lists users from GET /api/admin/users', async () => {
  mockApi().once('GET /api/admin/users', { body: [me, asha] });
  renderAdmin('/admin/users');
  expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
  const table = await usersTable();
  expect(table.getAllByRole('row')).toHaveLength(3);
  expect(rowOf(table, 'Asha Verma').getByText('asha@example.test')).toBeInTheDocument();
  expect(rowOf(table, 'Asha Verma').getByRole('combobox', { name: 'Role of Asha Verma' })).toHaveValue(
    'customer',
  );
  expect(screen.getByText('2 users')).toBeInTheDocument();
});

it("shows 'Error loading users' with the reason and a Retry", async () => {
  const api = mockApi().once(
    'GET /api/admin/users',
    { status: 401, body: { message: 'Your session has expired. Please sign in again.' } },
    { body: [me] },
  );
  renderAdmin('/admin/users');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading users');
  expect(alert).toHaveTextContent('Your session has expired. Please sign in again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await usersTable();
  expect(api.calls('GET /api/admin/users')).toHaveLength(2);
});

describe('add user', () => {
  it('requires name, email and password and sends nothing until they are there', async () => {
    const api = mockApi().once('GET /api/admin/users', { body: [me] });
    renderAdmin('/admin/users');
    await usersTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/users')).toHaveLength(0);
  });

  it('says what the server would say about a short password, next to the field, before sending', async () => {
    const api = mockApi().once('GET /api/admin/users', { body: [me] });
    renderAdmin('/admin/users');
    await usersTable();
    await fillNewUser('Kiran Rao', 'kiran@example.test', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(api.calls('POST /api/admin/users')).toHaveLength(0);
  });

  it('sends name, email, password and role, shows the new user and disables the button meanwhile', async () => {
    const answer = hold();
    const created = anAdminUser({
      _id: idEndingIn('u777'),
      name: 'Kiran Rao',
      email: 'kiran@example.test',
      role: 'admin',
    });
    const api = mockApi()
      .once('GET /api/admin/users', { body: [me] })
      .once('POST /api/admin/users', answer);
    renderAdmin('/admin/users');
    await usersTable();
    await fillNewUser('  Kiran Rao ', 'kiran@example.test', 'secret-pass');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));

    expect(screen.getByRole('button', { name: 'Add User' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(api.calls('POST /api/admin/users')).toHaveLength(1));
    expect(api.calls('POST /api/admin/users')[0]?.body).toEqual({
      name: 'Kiran Rao',
      email: 'kiran@example.test',
      password: 'secret-pass',
      role: 'admin',
    });

    answer.release({ status: 201, body: { user: created } });
    expect(await screen.findByText('Kiran Rao was added')).toBeInTheDocument();
    expect(rowOf(await usersTable(), 'Kiran Rao').getByRole('combobox')).toHaveValue('admin');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled();
    expect(api.calls('POST /api/admin/users')).toHaveLength(1);
  });

  it("shows the server's refusal of a duplicate email", async () => {
    mockApi()
      .once('GET /api/admin/users', { body: [me, asha] })
      .once('POST /api/admin/users', {
        status: 409,
        body: { message: 'A user with that email already exists' },
      });
    renderAdmin('/admin/users');
    await usersTable();
    await fillNewUser('Asha Again', 'asha@example.test', 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with that email already exists');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Again');
  });
});

describe('change role', () => {
  it('asks first, and Cancel keeps the role and sends nothing', async () => {
    const api = mockApi().once('GET /api/admin/users', { body: [me, asha] });
    renderAdmin('/admin/users');
    const role = rowOf(await usersTable(), 'Asha Verma').getByRole('combobox', {
      name: 'Role of Asha Verma',
    });
    await userEvent.selectOptions(role, 'admin');
    const dialog = screen.getByRole('alertdialog', { name: 'Make Asha Verma an admin?' });
    expect(dialog).toHaveAccessibleDescription(
      'They will be able to change products, orders and accounts. They are signed out everywhere and sign in again as an admin.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(role).toHaveValue('customer');
    expect(role).toHaveFocus();
    expect(api.calls(`PUT /api/admin/users/${asha._id}`)).toHaveLength(0);
  });

  it('sends PUT /api/admin/users/{id} with the role once confirmed, disabled while it runs', async () => {
    const answer = hold();
    const api = mockApi()
      .once('GET /api/admin/users', { body: [me, asha] })
      .once(`PUT /api/admin/users/${asha._id}`, answer);
    renderAdmin('/admin/users');
    const role = rowOf(await usersTable(), 'Asha Verma').getByRole('combobox', {
      name: 'Role of Asha Verma',
    });
    await userEvent.selectOptions(role, 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(role).toBeDisabled();
    await waitFor(() => expect(api.calls(`PUT /api/admin/users/${asha._id}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/admin/users/${asha._id}`)[0]?.body).toEqual({ role: 'admin' });
    answer.release({ body: { ...asha, role: 'admin' } });
    expect(await screen.findByText('Asha Verma is now an admin')).toBeInTheDocument();
    expect(role).toBeEnabled();
    expect(role).toHaveValue('admin');
  });

  it("keeps the old role and shows the server's refusal (last admin)", async () => {
    const other = anAdminUser({ _id: idEndingIn('ad02'), name: 'Dev Admin', role: 'admin' });
    mockApi()
      .once('GET /api/admin/users', { body: [me, other] })
      .once(`PUT /api/admin/users/${other._id}`, {
        status: 409,
        body: { message: 'The last admin cannot be demoted' },
      });
    renderAdmin('/admin/users');
    const role = rowOf(await usersTable(), 'Dev Admin').getByRole('combobox');
    await userEvent.selectOptions(role, 'customer');
    expect(
      screen.getByRole('alertdialog', { name: 'Make Dev Admin a customer?' }),
    ).toHaveAccessibleDescription(
      'They will no longer reach the admin area. They are signed out everywhere and sign in again as a customer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('The last admin cannot be demoted')).toBeInTheDocument();
    expect(role).toHaveValue('admin');
  });

  it("does not offer to change or delete the signed-in admin's own account", async () => {
    mockApi().once('GET /api/admin/users', { body: [me, asha] });
    renderAdmin('/admin/users');
    const mine = rowOf(await usersTable(), 'Meera Admin');
    expect(mine.getByText('You')).toBeInTheDocument();
    expect(mine.getByRole('combobox')).toBeDisabled();
    expect(mine.queryByRole('button', { name: 'Delete Meera Admin' })).not.toBeInTheDocument();
    expect(mine.getByText('Your account')).toBeInTheDocument();
  });
});

describe('delete user', () => {
  it("asks 'Are you sure you want to delete this user?' and sends nothing on Cancel", async () => {
    const api = mockApi().once('GET /api/admin/users', { body: [me, asha] });
    renderAdmin('/admin/users');
    const deleteButton = rowOf(await usersTable(), 'Asha Verma').getByRole('button', {
      name: 'Delete Asha Verma',
    });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(api.calls(`DELETE /api/admin/users/${asha._id}`)).toHaveLength(0);
  });

  it('deletes after confirmation, once, and removes the row', async () => {
    const answer = hold();
    const api = mockApi()
      .once('GET /api/admin/users', { body: [me, asha] })
      .once(`DELETE /api/admin/users/${asha._id}`, answer);
    renderAdmin('/admin/users');
    await userEvent.click(
      rowOf(await usersTable(), 'Asha Verma').getByRole('button', { name: 'Delete Asha Verma' }),
    );
    const confirm = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    answer.release({ body: { message: 'User deleted' } });
    expect(await screen.findByText('Asha Verma was deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await usersTable()).queryByText('Asha Verma')).not.toBeInTheDocument();
    expect(api.calls(`DELETE /api/admin/users/${asha._id}`)).toHaveLength(1);
  });

  it('closes the question with Escape', async () => {
    mockApi().once('GET /api/admin/users', { body: [me, asha] });
    renderAdmin('/admin/users');
    await userEvent.click(
      rowOf(await usersTable(), 'Asha Verma').getByRole('button', { name: 'Delete Asha Verma' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

it('searches by name or email on the server and pages through the accounts', async () => {
  const page = Array.from({ length: 50 }, (_, index) =>
    anAdminUser({ _id: idEndingIn(`b${index}`), name: `Customer ${index}`, email: `c${index}@example.test` }),
  );
  const api = mockApi()
    .once('GET /api/admin/users', { body: page, headers: { 'X-Total-Count': '51' } })
    .once('GET /api/admin/users', { body: [asha], headers: { 'X-Total-Count': '51' } })
    .once('GET /api/admin/users', { body: [], headers: { 'X-Total-Count': '0' } });
  renderAdmin('/admin/users');
  expect(await screen.findByText('1–50 of 51')).toBeInTheDocument();
  expect(screen.getByText('51 users')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('51–51 of 51')).toBeInTheDocument();
  expect(api.calls('GET /api/admin/users')[1]?.url.searchParams.get('page')).toBe('2');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zed{Enter}');
  expect(await screen.findByText('No users match “zed”.')).toBeInTheDocument();
  const searched = api.calls('GET /api/admin/users')[2]?.url.searchParams;
  expect(searched?.get('search')).toBe('zed');
  expect(searched?.get('page')).toBe('1');
});

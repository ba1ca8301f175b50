import { useAuthStore } from '@store/state';
import { aCustomer, mockApi, networkFailure } from '@store/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

beforeEach(() => {
  resetStores();
});

const field = (label: string) => screen.getByLabelText(label);

describe('change password (profile)', () => {
  beforeEach(() => signIn());

  it('shows each field’s problem next to it and sends nothing', async () => {
    const api = mockApi();
    renderScreen(<ChangePasswordForm />);
    await userEvent.type(field('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field('Current password')).toHaveAccessibleDescription('Enter your current password');
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field('Current password')).toHaveFocus();
    await userEvent.type(field('Current password'), 'old-password');
    await userEvent.clear(field('New password'));
    await userEvent.type(field('New password'), 'new-password');
    await userEvent.type(field('Confirm new password'), 'new-passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription('The two passwords are not the same');
    expect(api.requests).toHaveLength(0);
  });

  it('changes it and goes on with the fresh token the server answers', async () => {
    const api = mockApi({ 'PUT /api/users/password': { body: { user: aCustomer, token: 'jwt-fresh' } } });
    renderScreen(<ChangePasswordForm />);
    await userEvent.type(field('Current password'), 'old-password');
    await userEvent.type(field('New password'), 'new-password');
    await userEvent.type(field('Confirm new password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'Your password is changed. You stay signed in here; other devices are signed out.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.calls('PUT /api/users/password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    expect(useAuthStore.getState().token).toBe('jwt-fresh');
    expect(localStorage.getItem('userToken')).toBe('jwt-fresh');
    expect(field('Current password')).toHaveValue('');
  });

  it('shows the server’s message when the current password is wrong', async () => {
    mockApi({
      'PUT /api/users/password': { status: 400, body: { message: 'Your current password is not right' } },
    });
    renderScreen(<ChangePasswordForm />);
    await userEvent.type(field('Current password'), 'guess');
    await userEvent.type(field('New password'), 'new-password');
    await userEvent.type(field('Confirm new password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right');
    expect(useAuthStore.getState().token).toBe('jwt-test');
  });
});

it('says so when the password cannot be changed for want of an answer', async () => {
  signIn();
  mockApi({ 'PUT /api/users/password': networkFailure() });
  renderScreen(<ChangePasswordForm />);
  await userEvent.type(field('Current password'), 'old-password');
  await userEvent.type(field('New password'), 'new-password');
  await userEvent.type(field('Confirm new password'), 'new-password');
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not change your password. Please try again.',
  );
});

describe('forgotten password', () => {
  it('is offered on the login screen', () => {
    mockApi();
    renderScreen(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for a link and shows the server’s one answer', async () => {
    const answer =
      'If an account uses that email, we have sent it a link to reset the password. The link works once, within an hour.';
    const api = mockApi({ 'POST /api/users/forgot-password': { body: { message: answer } } });
    renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(field('Email'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(answer)).toHaveAttribute('role', 'status');
    expect(api.calls('POST /api/users/forgot-password')[0]?.body).toEqual({ email: 'asha@example.test' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('falls back to its own words when the store does not answer', async () => {
    mockApi({ 'POST /api/users/forgot-password': networkFailure() });
    renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(field('Email'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send the link. Please try again.');
  });

  it('says so when the request fails', async () => {
    mockApi({
      'POST /api/users/forgot-password': {
        status: 429,
        body: { message: 'Too many attempts. Please wait 40 seconds and try again.' },
      },
    });
    renderScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(field('Email'), 'asha@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 40 seconds and try again.',
    );
  });
});

describe('reset password (the link in the mail)', () => {
  const open = (hash = '#token=tok-123') =>
    renderScreen(<ResetPasswordPage />, { route: `/reset-password${hash}`, path: '/reset-password' });

  it('sets the new password with the link’s token, and signs this browser out too', async () => {
    signIn();
    const api = mockApi({
      'POST /api/users/reset-password': {
        body: { message: 'Your password is changed. Log in with your new password.' },
      },
      'POST /api/users/logout': { status: 204 },
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(field('New password'), 'brand-new-pw');
    await userEvent.type(field('Confirm new password'), 'brand-new-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(
      await screen.findByText('Your password is changed. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.calls('POST /api/users/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'brand-new-pw',
    });
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
  });

  it('checks the two fields before sending', async () => {
    const api = mockApi();
    open();
    await userEvent.type(field('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    await userEvent.type(field('New password'), '-enough');
    await userEvent.type(field('Confirm new password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription('The two passwords are not the same');
    expect(api.requests).toHaveLength(0);
  });

  it('offers a new link when the server refuses this one', async () => {
    mockApi({
      'POST /api/users/reset-password': {
        status: 400,
        body: { message: 'This reset link is not valid any more. Ask for a new one.' },
      },
    });
    open();
    await userEvent.type(field('New password'), 'brand-new-pw');
    await userEvent.type(field('Confirm new password'), 'brand-new-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is not valid any more. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says at once that a link without its token is not valid', () => {
    mockApi();
    open('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is not valid any more. Ask for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeDisabled();
  });
});

import { fieldMessages } from '@teatree/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers } from '../../../testing/fake-server';
import { customer, renderWithToasts } from '../../../testing/render';
import { ChangePassword, PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from '../components/change-password';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Sent = { url: string; method: string; body: unknown };

/** Stands in for the server: every request answered with `status` and `answer`, and kept. */
function serve(status = 200, answer: unknown = { status: true }) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json(answer, { status });
  });
  return sent;
}

function showCard() {
  const user = userEvent.setup();
  renderWithToasts('/profile', <ChangePassword />, { session: customer });
  const send = async (currentPassword: string, newPassword: string) => {
    await user.type(screen.getByLabelText('Current password'), currentPassword);
    await user.type(screen.getByLabelText('New password'), newPassword);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };
  return { user, send };
}

describe('changing the password', () => {
  it('is a card of its own, with both fields filled in by the password manager as such', () => {
    serve();
    showCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('sends both passwords and signs the other devices out, then says so and empties the fields', async () => {
    const sent = serve();
    const { send } = showCard();
    await send('Old#tea1', 'Green#tea2');

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/auth/change-password',
        method: 'POST',
        body: { currentPassword: 'Old#tea1', newPassword: 'Green#tea2', revokeOtherSessions: true },
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus();
  });

  it('checks the new password with the sign-up rule before anything is sent', async () => {
    const sent = serve();
    const { send } = showCard();
    await send('Old#tea1', 'onlyletters');

    expect(await screen.findByText(fieldMessages.passwordWeak)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('says under the field when the current password is wrong, and goes back to it', async () => {
    serve(400, { error: 'BadRequest', message: 'Invalid password', code: 'INVALID_PASSWORD' });
    const { send } = showCard();
    await send('Wrong#tea1', 'Green#tea2');

    const message = await screen.findByText(WRONG_CURRENT_PASSWORD);
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByText('Invalid password')).toBeNull();
  });

  it('shows the server’s refusal of the new password under it', async () => {
    const refusal = 'Password must be at most 128 characters';
    serve(400, { error: 'BadRequest', message: `newPassword: ${refusal}`, fields: { newPassword: refusal } });
    const { send } = showCard();
    await send('Old#tea1', 'Green#tea2');

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says in a red toast why an account without a password cannot change one', async () => {
    const message = 'You sign in with Google: there is no password to change.';
    serve(400, { error: 'BadRequest', message, code: 'CREDENTIAL_ACCOUNT_NOT_FOUND' });
    const { send } = showCard();
    await send('Old#tea1', 'Green#tea2');

    const toast = await screen.findByText(message);
    expect(toast.closest('.bg-error')).not.toBeNull();
  });

  it('sends the change once, however often the button is pressed while it goes', async () => {
    serve();
    const { release, held: posts } = holdAnswers();
    const { user, send } = showCard();
    await send('Old#tea1', 'Green#tea2');
    const button = screen.getByRole('button', { name: 'Change password' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toBeEnabled();
    await user.click(button);
    release();

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(posts()).toBe(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { fieldMessages } from '@teatree/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { retype } from '../../../testing/user-steps';
import { SignupForm } from '../components/signup-form';

function renderForm() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SignupForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const fill = async ({ name = '', email = '', password = '' }) => {
    if (name) await user.type(screen.getByLabelText('Name'), name);
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  };
  return { user, fill };
}

describe('the sign-up form', () => {
  it('waits for the terms to be accepted before it can be sent', async () => {
    const { user } = renderForm();
    const send = screen.getByRole('button', { name: 'Sign Up' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Tick the box above to create your account.')).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    expect(send).toBeEnabled();
  });

  it('names every empty field in its own words, beside the field', async () => {
    const { fill } = renderForm();
    await fill({});
    expect(await screen.findByText(fieldMessages.nameRequired)).toBeVisible();
    expect(screen.getByText(fieldMessages.emailRequired)).toBeVisible();
    expect(screen.getByText(fieldMessages.passwordRequired)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a password with a number and a special character', async () => {
    const { fill } = renderForm();
    await fill({ name: 'Cora', email: 'cora@tea.shop', password: 'onlyletters' });
    expect(await screen.findByText(fieldMessages.passwordWeak)).toBeVisible();
    expect(screen.queryByText(fieldMessages.emailInvalid)).toBeNull();
  });

  it('refuses an address that is not one, and takes real ones on new domains', async () => {
    const { user, fill } = renderForm();
    await fill({ name: 'Cora', email: 'cora@', password: 'Green#tea1' });
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeVisible();
    await retype(user, screen.getByLabelText('Email'), 'first.last+tea@leaf.shop');
    expect(screen.getByLabelText('Email')).toHaveValue('first.last+tea@leaf.shop');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.queryByText(fieldMessages.emailInvalid)).toBeNull();
  });
});

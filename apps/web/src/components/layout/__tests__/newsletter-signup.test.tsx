import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveEach } from '../../../testing/fake-server';
import { renderAt } from '../../../testing/render';
import { Footer } from '../footer';

function showFooter() {
  renderAt('/', <Route path="/" element={<Footer />} />);
  const field = screen.getByLabelText('Get our newsletter');
  const form = field.closest('form') as HTMLFormElement;
  return {
    field,
    subscribe: within(form).getByRole('button', { name: 'Subscribe' }),
    note: within(form).getByRole('status'),
  };
}

describe('The footer’s newsletter sign-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs the address up and shows the answer’s message under the field, which it empties', async () => {
    const user = userEvent.setup();
    const message = 'Check your mail: we sent you a link to confirm';
    const sent = serveEach(() => ({ status: 201, body: { status: 'pending', message } }));
    const { field, subscribe, note } = showFooter();

    await user.type(field, '  Mia@Example.com ');
    await user.click(subscribe);

    await waitFor(() => expect(note).toHaveTextContent(message));
    expect(sent).toEqual([
      { url: '/api/subscriptions', method: 'POST', body: { kind: 'newsletter', email: 'Mia@Example.com' } },
    ]);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says what the server finds wrong with the address beside the field, and keeps it', async () => {
    const user = userEvent.setup();
    const wrong = 'Enter a valid Email';
    serveEach(() => ({
      status: 400,
      body: { error: 'ValidationError', message: `email: ${wrong}`, fields: { email: wrong } },
    }));
    const { field, subscribe, note } = showFooter();

    await user.type(field, 'mia@example.com');
    await user.click(subscribe);

    await waitFor(() => expect(note).toHaveTextContent(wrong));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(wrong);
    expect(field).toHaveValue('mia@example.com');
    expect(field).toHaveFocus();
  });

  it('shows a refusal that is not about the address (too many sign-ups) in its own words', async () => {
    const user = userEvent.setup();
    const slowDown = 'Too many requests: please wait a few minutes and try again';
    serveEach(() => ({ status: 429, body: { error: 'TooManyRequests', message: slowDown } }));
    const { field, subscribe, note } = showFooter();

    await user.type(field, 'mia@example.com');
    await user.click(subscribe);

    await waitFor(() => expect(note).toHaveTextContent(slowDown));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup();
    const sent = serveEach(() => ({ status: 500, body: null }));
    const { field, subscribe, note } = showFooter();

    await user.click(subscribe);
    await waitFor(() => expect(note).toHaveTextContent('Please Enter You Email'));
    await user.type(field, 'mia');
    await user.click(subscribe);
    await waitFor(() => expect(note).toHaveTextContent('Enter a valid Email'));
    expect(sent).toEqual([]);
  });
});

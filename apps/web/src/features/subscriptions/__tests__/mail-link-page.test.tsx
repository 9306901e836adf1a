import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { type Answer, fieldRefusal, serveEach } from '../../../testing/fake-server';
import { MailLinkPage } from '../components/mail-link-page';

const BAD_LINK = 'This link is not valid. Copy the whole link from the mail, or subscribe again.';

/**
 * The page at `path` for a visitor, in StrictMode at the root as the app runs (src/app/app.tsx): in
 * development, every effect runs twice as the page opens.
 */
function showPage(path: string, link: 'confirm' | 'unsubscribe') {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session, null);
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={link === 'confirm' ? '/subscribe/confirm' : '/unsubscribe'}
              element={<MailLinkPage link={link} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const unsubscribed = (changed: boolean, message: string): Answer => ({
  status: 200,
  body: { kind: 'newsletter', productName: null, changed, message },
});

describe('The page of an unsubscribe link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the link’s token once and says what the server answered, with the way back to the shop', async () => {
    const message = 'Done: you will no longer get the newsletter.';
    const sent = serveEach(() => unsubscribed(true, message));
    showPage('/unsubscribe?token=tok_123', 'unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/products');
    expect(sent).toEqual([{ url: '/api/subscriptions/unsubscribe', method: 'POST', body: { token: 'tok_123' } }]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('is a page like any other when the link was followed before', async () => {
    const message = 'You had already unsubscribed: nothing more of the newsletter will be sent.';
    serveEach(() => unsubscribed(false, message));
    showPage('/unsubscribe?token=tok_123', 'unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('says why a link the server refuses does not work', async () => {
    const sent = serveEach(() => ({
      status: 400,
      body: fieldRefusal('token', BAD_LINK),
    }));
    showPage('/unsubscribe?token=tampered', 'unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BAD_LINK);
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing for a link without its token', async () => {
    const sent = serveEach(() => unsubscribed(true, 'Done'));
    showPage('/unsubscribe', 'unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(BAD_LINK);
    expect(sent).toEqual([]);
  });

  it('offers to try again when the server could not be reached', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const sent = serveEach(() =>
      reachable ? unsubscribed(true, 'Done: you will no longer get the newsletter.') : { status: 502, body: null },
    );
    showPage('/unsubscribe?token=tok_123', 'unsubscribe');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not do that just now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    reachable = true;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
  });
});

describe('The page of a confirmation link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the sign-up once and says so', async () => {
    const message = 'Thank you: we will mail you once when Spring Sencha is back.';
    const sent = serveEach(() => ({
      status: 200,
      body: { kind: 'back_in_stock', productName: 'Spring Sencha', changed: true, message },
    }));
    showPage('/subscribe/confirm?token=tok_9', 'confirm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(sent).toEqual([{ url: '/api/subscriptions/confirm', method: 'POST', body: { token: 'tok_9' } }]);
  });
});

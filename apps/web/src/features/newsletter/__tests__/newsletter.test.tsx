import { consentMessages, type NewsletterItem, type NewsletterList } from '@teatree/shared/schemas/consent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { expectSent } from '../../../testing/fake-server';
import { admin, renderAt } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';
import { NewsletterScreen, SubscriberCount } from '../components/newsletter-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (over: Partial<NewsletterItem>): NewsletterItem => ({
  _id: 'nl_1',
  subject: 'Autumn oolongs',
  createdAt: '2026-11-02T09:30:00.000Z',
  createdByName: 'Ada Admin',
  recipients: 300,
  queued: 300,
  sent: 300,
  status: 'sent',
  ...over,
});

const shop: NewsletterList = {
  subscribers: 42,
  newsletters: [
    item({}),
    item({ _id: 'nl_2', subject: 'First flush', createdAt: '2026-12-01T10:00:00.000Z', sent: 120, status: 'sending' }),
  ],
};

/** The mail document as the server builds it: a head of its own, and the text escaped in a styled body. */
const MAIL = `<!doctype html><html><head><title>Spring teas</title><style>p { color: red }</style></head>
<body style="margin:0"><div style="padding:24px"><h1 style="font-size:22px">Spring teas</h1>
<p style="margin:0 0 16px">The new harvest is in.</p><p style="margin:0 0 16px">Tea &amp; cake &lt;3</p></div></body></html>`;

type Sent = { url: string; method: string; body: unknown };

/**
 * Stands in for the server: GET /api/newsletters answers each list of `lists` in turn (the last one
 * from then on), GET /api/reminder-settings 24 hours; every write is kept and answered by `reply`.
 */
function serve(reply: (sent: Sent) => Response, lists: NewsletterList[] = [shop]) {
  const sent: Sent[] = [];
  let asked = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') {
      if (url.startsWith('/api/reminder-settings')) return Response.json({ cartReminderHours: 24 });
      const list = lists[Math.min(asked, lists.length - 1)];
      asked += 1;
      return Response.json(list);
    }
    const write = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(write);
    return reply(write);
  });
  return sent;
}

const refuse = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ error: status === 400 ? 'ValidationError' : 'Conflict', message, fields }, { status });

function show() {
  const user = userEvent.setup();
  renderAt(
    '/newsletter',
    <Route
      path="/newsletter"
      element={
        <>
          <SubscriberCount />
          <NewsletterScreen />
          <Toasts />
        </>
      }
    />,
    { session: admin },
  );
  const write = async (subject: string, body: string) => {
    await user.type(screen.getByLabelText('Subject'), subject);
    await user.type(screen.getByLabelText('Text'), body);
  };
  return { user, write };
}

describe('The Newsletter screen', () => {
  it('counts the subscribers and lists the newsletters sent, newest first, with how far each has gone', async () => {
    serve(() => Response.json({}));
    show();

    expect(await screen.findByText('42 subscribers')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Sent newsletters' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['First flush', 'Autumn oolongs']);
    expect(rows[0]).toHaveTextContent('by Ada Admin');
    expect(rows[0]).toHaveTextContent('Sending');
    const progress = within(rows[0] as HTMLElement).getByRole('progressbar', { name: 'Sent 120 of 300' });
    expect(progress).toHaveAttribute('value', '120');
    expect(progress).toHaveAttribute('max', '300');
    expect(rows[1]).toHaveTextContent('Sent 300 of 300');
    expect(screen.getByRole('button', { name: 'Send to 42 subscribers' })).toBeVisible();
  });

  it('asks again every 2 seconds while a newsletter is being sent', async () => {
    const done: NewsletterList = {
      ...shop,
      newsletters: shop.newsletters.map((n) => ({ ...n, sent: 300, status: 'sent' })),
    };
    serve(() => Response.json({}), [shop, done]);
    show();

    expect(await screen.findByText('Sent 120 of 300')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Sent 120 of 300')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getAllByText('Sent 300 of 300')).toHaveLength(2);
  });

  it('shows the server’s preview: the mail’s body in a box, without its head', async () => {
    const sent = serve(() => Response.json({ subject: 'Spring teas', html: MAIL, text: 'The new harvest is in.' }));
    const { user, write } = show();
    await screen.findByText('42 subscribers');

    await write('  Spring teas ', 'The new harvest is in.{Enter}{Enter}Tea & cake <3');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(sent).toEqual([
      {
        url: '/api/newsletters/preview',
        method: 'POST',
        body: { subject: 'Spring teas', body: 'The new harvest is in.\n\nTea & cake <3' },
      },
    ]);
    const box = within(region).getByTestId('newsletter-preview');
    expect(within(box).getByRole('heading', { name: 'Spring teas' })).toHaveStyle({ fontSize: '22px' });
    expect(within(box).getByText('Tea & cake <3')).toBeVisible();
    expect(box.querySelector('style, title, head')).toBeNull();
    expect(box).toHaveClass('border');

    // Written on after the preview: the preview says it is out of date.
    await user.type(screen.getByLabelText('Text'), '!');
    expect(within(region).getByText(/You have changed the newsletter since/)).toBeVisible();
  });

  it('asks before sending, then sends, says so and empties the form', async () => {
    const sent = serve(() =>
      Response.json(item({ _id: 'nl_3', subject: 'Spring teas', recipients: 42, sent: 0, status: 'sending' }), {
        status: 201,
      }),
    );
    const { user, write } = show();
    await screen.findByText('42 subscribers');

    await write('Spring teas', 'The new harvest is in.');
    await user.click(screen.getByRole('button', { name: 'Send to 42 subscribers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this newsletter to 42 subscribers?' });
    expect(dialog).toHaveTextContent('“Spring teas” goes to everyone subscribed now');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send newsletter' }));
    await expectSent(sent, 1, {
      url: '/api/newsletters',
      method: 'POST',
      body: { subject: 'Spring teas', body: 'The new harvest is in.' },
    });
    expect(await screen.findByText('“Spring teas” is on its way to 42 subscribers')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Text')).toHaveValue('');
  });

  it('cancelling the question sends nothing', async () => {
    const sent = serve(() => Response.json({}));
    const { user, write } = show();
    await screen.findByText('42 subscribers');
    await write('Spring teas', 'The new harvest is in.');
    await user.click(screen.getByRole('button', { name: 'Send to 42 subscribers' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring teas');
  });

  it('shows what is missing beside its field before asking anything, and the server’s word on a field', async () => {
    const tooLong = consentMessages.bodyTooLong;
    const sent = serve(() => refuse(400, tooLong, { body: tooLong }));
    const { user, write } = show();
    await screen.findByText('42 subscribers');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(consentMessages.subjectRequired);
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(consentMessages.bodyRequired);
    expect(sent).toEqual([]);

    await write('Spring teas', 'The new harvest is in.');
    await user.click(screen.getByRole('button', { name: 'Send to 42 subscribers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send newsletter' }));
    const text = screen.getByLabelText('Text');
    await waitFor(() => expect(text).toHaveAccessibleDescription(tooLong));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveValue('The new harvest is in.');
  });

  it('says so in a toast when nobody is subscribed', async () => {
    serve(() => refuse(409, consentMessages.noSubscribers));
    const { user, write } = show();
    await screen.findByText('42 subscribers');
    await write('Spring teas', 'The new harvest is in.');
    await user.click(screen.getByRole('button', { name: 'Send to 42 subscribers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText(consentMessages.noSubscribers)).toBeInTheDocument();
  });
});

describe('Cart reminders', () => {
  it('saves the hours a cart waits, decimals and all', async () => {
    const sent = serve(() => Response.json({ cartReminderHours: 1.5 }));
    const { user } = show();
    const field = await screen.findByLabelText('Send a reminder after this many hours');
    expect(field).toHaveValue(24);

    await retype(user, field, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSent(sent, 1, { url: '/api/reminder-settings', method: 'PUT', body: { cartReminderHours: 1.5 } });
    expect(await screen.findByText('Cart reminders go out after 1.5 hours')).toBeInTheDocument();
  });

  it('shows a wait the server refuses beside the field', async () => {
    const sent = serve(() => refuse(400, consentMessages.cartReminderHours, { cartReminderHours: 'Too long' }));
    const { user } = show();
    const field = await screen.findByLabelText('Send a reminder after this many hours');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(consentMessages.cartReminderHours);
    expect(sent).toEqual([]);

    await user.type(field, '700');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Too long'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

import type { InboxMessage } from '@teatree/shared/schemas/inbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { fieldRefusal, holdAnswers } from '../../../testing/fake-server';
import { admin, renderAt, WhereAmI } from '../../../testing/render';
import { Inbox, UnreadCount } from '../components/inbox-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A question not read yet, over two lines. */
const question: InboxMessage = {
  _id: 'msg_2',
  name: 'Mia Chen',
  email: 'mia@example.com',
  message: 'Is the Genmaicha still in stock?\nI would like two tins.',
  createdAt: '2026-11-30T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  replies: [],
};

/** A thank-you read, handled and answered already. */
const thanks: InboxMessage = {
  _id: 'msg_1',
  name: 'Tom Berg',
  email: 'tom@example.com',
  message: 'Thank you for the sample!',
  createdAt: '2026-11-29T08:00:00.000Z',
  readAt: '2026-11-29T09:00:00.000Z',
  handledAt: '2026-11-29T09:05:00.000Z',
  replies: [{ _id: 'rep_1', body: 'Glad you liked it.', by: 'Ada Admin', createdAt: '2026-11-29T09:05:00.000Z' }],
};

type Sent = { url: string; method: string; body: unknown };
type Answer = { status: number; body: unknown };

const NOW = '2026-12-01T12:00:00.000Z';

/** What the server answers a write by default: the message changed as asked, or answered. */
function answerOf(sent: Sent, messages: InboxMessage[]): Answer {
  const message = messages.find((m) => sent.url.startsWith(`/api/messages/${m._id}`))!;
  if (sent.method === 'POST') {
    const { body } = sent.body as { body: string };
    const reply = { _id: 'rep_new', body, by: 'Ada Admin', createdAt: NOW };
    return {
      status: 201,
      body: { ...message, readAt: message.readAt ?? NOW, handledAt: NOW, replies: [...message.replies, reply] },
    };
  }
  const { read, handled } = sent.body as { read?: boolean; handled?: boolean };
  return {
    status: 200,
    body: {
      ...message,
      ...(read !== undefined && { readAt: read ? NOW : null }),
      ...(handled !== undefined && { handledAt: handled ? NOW : null }),
    },
  };
}

/**
 * Stands in for the server: a page of `messages` (`total` of them in all) for every GET, and each
 * write answered by `answer` (the change made, by default). Keeps every request sent.
 */
function serve({
  messages = [question, thanks],
  total = messages.length,
  answer,
}: {
  messages?: InboxMessage[];
  total?: number;
  answer?: (sent: Sent) => Answer;
} = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    if (request.method === 'GET') {
      const page = Number(new URL(url, 'http://teatree.test').searchParams.get('page') ?? 1);
      const unread = messages.filter((m) => m.readAt === null).length;
      return Response.json({ messages, total, unread, page, pageSize: 20 });
    }
    const { status, body } = answer?.(request) ?? answerOf(request, messages);
    return Response.json(body, { status });
  });
  return sent;
}

function showInbox(path = '/inbox') {
  renderAt(
    path,
    <Route
      path="/inbox"
      element={
        <>
          <UnreadCount />
          <Inbox />
          <Toasts />
          <WhereAmI />
        </>
      }
    />,
    { session: admin },
  );
}

const writes = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');

async function rows() {
  const list = await screen.findByRole('list', { name: 'Messages' });
  return within(list).getAllByRole('listitem');
}

async function openQuestion() {
  const button = await screen.findByRole('button', { name: 'Open message from Mia Chen' });
  await userEvent.click(button);
  return button;
}

describe('The Inbox', () => {
  it('lists the messages newest first, the unread one in bold with a dot, the handled one marked', async () => {
    serve();
    showInbox();

    const [first, second] = await rows();
    expect(first).toHaveTextContent('Mia Chen');
    expect(first).toHaveTextContent('mia@example.com');
    expect(first).toHaveTextContent('Is the Genmaicha still in stock? I would like two tins.');
    expect(within(first!).getByText('Unread')).toHaveClass('sr-only');
    expect(within(first!).getByText('Mia Chen')).toHaveClass('font-semibold');
    expect(within(first!).getByText(/^Is the Genmaicha/)).toHaveClass('font-semibold');
    expect(first!.querySelector('time')).toHaveAttribute('dateTime', question.createdAt);

    expect(within(second!).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(second!).getByText('Tom Berg')).not.toHaveClass('font-semibold');
    expect(within(second!).getByText('Handled')).toBeInTheDocument();
    expect(within(second!).getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('opens a message in place and marks it read at once', async () => {
    const sent = serve();
    showInbox();

    const button = await openQuestion();

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const open = screen.getByRole('region', { name: 'Message from Mia Chen' });
    expect(open).toHaveTextContent('Is the Genmaicha still in stock? I would like two tins.');
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({ url: '/api/messages/msg_2', method: 'PATCH', body: { read: true } });
    await waitFor(() => expect(screen.getByText('Mia Chen')).not.toHaveClass('font-semibold'));
    expect(screen.getByText('Nothing unread')).toBeInTheDocument();
  });

  it('does not mark a message read again when it is opened', async () => {
    const sent = serve();
    showInbox();

    await userEvent.click(await screen.findByRole('button', { name: 'Open message from Tom Berg' }));

    const answers = screen.getByRole('list', { name: 'Answers' });
    expect(answers).toHaveTextContent('Ada Admin');
    expect(answers).toHaveTextContent('Glad you liked it.');
    expect(writes(sent)).toEqual([]);
  });

  it('sends a reply, says so, and leaves the field empty with the focus for another', async () => {
    const user = userEvent.setup();
    const sent = serve();
    showInbox();
    await openQuestion();

    const field = screen.getByLabelText('Your reply');
    await user.type(field, '  Yes, two tins are on their way.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent to mia@example.com')).toBeInTheDocument();
    expect(writes(sent)).toContainEqual({
      url: '/api/messages/msg_2/replies',
      method: 'POST',
      body: { body: 'Yes, two tins are on their way.' },
    });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Answers' })).toHaveTextContent('Yes, two tins are on their way.');
  });

  it('sends a reply once, however often the button is pressed while it goes', async () => {
    const user = userEvent.setup();
    serve();
    const { release, held: posts } = holdAnswers('POST');
    showInbox();
    await openQuestion();

    await user.type(screen.getByLabelText('Your reply'), 'On its way.');
    const send = screen.getByRole('button', { name: 'Send reply' });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await user.click(send);
    expect(send).toHaveFocus();
    release();

    expect(await screen.findByText('Reply sent to mia@example.com')).toBeInTheDocument();
    expect(posts()).toBe(1);
    await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  });

  it('shows the server’s refusal of a reply under the field and keeps what was written', async () => {
    const user = userEvent.setup();
    const message = 'Write your reply before sending it';
    const sent = serve({
      answer: (request) =>
        request.method === 'POST'
          ? { status: 400, body: fieldRefusal('body', message) }
          : answerOf(request, [question, thanks]),
    });
    showInbox();
    await openQuestion();

    const field = screen.getByLabelText('Your reply');
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Hello');
    expect(writes(sent).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Answers' })).not.toBeInTheDocument();
  });

  it('says in a red toast why a reply could not go, in the server’s words or its own', async () => {
    const user = userEvent.setup();
    serve({
      answer: (request) =>
        request.method === 'POST' ? { status: 502, body: null } : answerOf(request, [question, thanks]),
    });
    showInbox();
    await openQuestion();

    await user.type(screen.getByLabelText('Your reply'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    const toast = await screen.findByText('We could not send your reply just now. Please try again.');
    expect(toast.closest('.bg-error')).not.toBeNull();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Hello');
  });

  it('marks a message handled and back, the button keeping the focus, and unread, closing it', async () => {
    const user = userEvent.setup();
    const sent = serve({ messages: [{ ...question, readAt: NOW }] });
    showInbox();
    const row = await openQuestion();

    const handled = screen.getByRole('button', { name: 'Mark handled' });
    await user.click(handled);
    expect(await screen.findByText('Marked handled')).toBeInTheDocument();
    expect(handled).toHaveAccessibleName('Mark as waiting');
    expect(handled).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    expect(await screen.findByText('Marked unread')).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveFocus();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(writes(sent).map((request) => request.body)).toEqual([{ handled: true }, { read: false }]);
  });

  it('searches by the words trimmed, keeping them in the address', async () => {
    const user = userEvent.setup();
    const sent = serve();
    showInbox();
    await rows();

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), '  genmaicha ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/inbox?q=genmaicha'),
    );
    await waitFor(() => expect(sent.some((request) => request.url === '/api/messages?q=genmaicha&page=1')).toBe(true));
    expect(await screen.findByText(/2 messages match “genmaicha”/)).toBeInTheDocument();
  });

  it('says when a search matches nothing', async () => {
    serve({ messages: [] });
    showInbox('/inbox?q=oolong');
    expect(await screen.findByText('No message matches “oolong”.')).toBeInTheDocument();
  });

  it('says when nothing has come yet', async () => {
    serve({ messages: [] });
    showInbox();
    expect(
      await screen.findByText('No messages yet. What visitors send from the contact form shows up here.'),
    ).toBeInTheDocument();
  });

  it('pages through older messages', async () => {
    serve({ total: 45 });
    showInbox('/inbox?q=tea&page=2');

    const pages = await screen.findByRole('navigation', { name: 'Pages of messages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: /Newer/ })).toHaveAttribute('href', '/inbox?q=tea');
    expect(within(pages).getByRole('link', { name: /Older/ })).toHaveAttribute('href', '/inbox?q=tea&page=3');
  });
});

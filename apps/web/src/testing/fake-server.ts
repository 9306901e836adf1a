import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A request as the stand-in server got it: where it went, how, and its JSON body read back. */
export type Sent = { url: string; method: string; body: unknown };

/** What the stand-in server answers a request with: a status and a JSON body. */
export type Answer = { status: number; body: unknown };

/**
 * Stands in for the server (in place of `fetch`): each request answered by `answer`, as JSON. Keeps
 * every request sent, in order, so a test can check what the page asked for.
 */
export function serveEach(answer: (sent: Sent) => Answer): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const { status, body } = answer(request);
    return Response.json(body, { status });
  });
  return sent;
}

/**
 * Holds back the answers of the stand-in server already in place (to `method` requests alone, or to every
 * request) until `release()`, counting the requests held: a test can press a button again while its
 * request is on its way, and check that it went once.
 */
export function holdAnswers(method?: string) {
  const server = globalThis.fetch;
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (method === undefined || init.method === method) {
      held += 1;
      await released;
    }
    return server(url, init);
  });
  return { release, held: () => held };
}

/**
 * Waits until the page has sent `count` requests, and checks the last of them is `request`: a step
 * that sends one request, and the request it sent.
 */
export async function expectSent(sent: readonly unknown[], count: number, request: unknown) {
  await waitFor(() => expect(sent).toHaveLength(count));
  expect(sent[count - 1]).toEqual(request);
}

/** The server's refusal (400) of a request's `field`: its `message`, said under the field it names. */
export const fieldRefusal = (field: string, message: string) => ({
  error: 'ValidationError',
  message,
  fields: { [field]: message },
});

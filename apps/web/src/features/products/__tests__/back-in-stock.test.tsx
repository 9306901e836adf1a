import type { SessionUser } from '@teatree/shared/schemas/auth';
import type { Product } from '@teatree/shared/schemas/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teaInSize } from '../../../components/product/size-text';
import { type Answer, serveEach } from '../../../testing/fake-server';
import { customer, renderAt } from '../../../testing/render';
import { oneTin, oneTinTea } from '../../../testing/tea-fixture';
import { ProductDetails } from '../components/product-page';

const CONFIRM_SENT = 'Check your mail: we sent you a link to confirm';

const linkMailed = (): Answer => ({ status: 201, body: { status: 'pending', message: CONFIRM_SENT } });

/** The tea's own part of its page, as the size chosen (`sold`) sells it, `session` signed in. */
function showTea(
  tea: Product,
  { sold = tea, session = customer }: { sold?: Product; session?: SessionUser | null } = {},
) {
  return renderAt(
    '/products/p1',
    <Route path="/products/:id" element={<ProductDetails product={tea} sold={sold} rating={null} actions={null} />} />,
    { session },
  );
}

const alertForm = () => screen.findByRole('form', { name: "Tell me when it's back" });

describe("A sold-out tea's “Tell me when it's back”", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the signed-in customer's address, sends the tea's alert and shows the answer's message", async () => {
    const user = userEvent.setup();
    const sent = serveEach(linkMailed);
    showTea(oneTinTea(0));

    const form = await alertForm();
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue(customer.email);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    expect(await screen.findByText(CONFIRM_SENT)).toHaveAttribute('role', 'status');
    // A tea of one size: the alert is the tea's, with no size named.
    expect(sent).toEqual([
      {
        url: '/api/subscriptions',
        method: 'POST',
        body: { kind: 'back_in_stock', email: customer.email, productId: 'p1' },
      },
    ]);
  });

  it('shows what the server finds wrong with the address beside its field, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const tooMany =
      'This address has too many sign-ups waiting to be confirmed: follow the link in one of our mails first';
    const sent = serveEach(() => ({
      status: 429,
      body: { error: 'TooManyRequests', message: tooMany, fields: { email: tooMany } },
    }));
    showTea(oneTinTea(0), { session: null });

    const form = await alertForm();
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('');
    await user.type(email, 'mia@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(tooMany));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('mia@example.com');
    expect(email).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  it('checks the address before sending it, in the words of the e-mail rule', async () => {
    const user = userEvent.setup();
    const sent = serveEach(linkMailed);
    showTea(oneTinTea(0), { session: null });

    const form = await alertForm();
    const email = within(form).getByLabelText('Email');
    await user.type(email, 'mia@example');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid Email'));
    expect(sent).toEqual([]);
  });

  it('asks for the size chosen when that size alone of a tea of several is sold out', async () => {
    const user = userEvent.setup();
    const sample = { ...oneTin(0), id: 's_sample', label: '25 g sample', grams: 25, price: 4, pricePer100g: 16 };
    const tea = oneTinTea(4, { sizes: [sample, oneTin(4)] });
    const sent = serveEach(linkMailed);
    showTea(tea, { sold: teaInSize(tea, sample) });

    const form = await alertForm();
    expect(screen.getByText(/The 25 g sample is sold out\./)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    expect(await screen.findByText(CONFIRM_SENT)).toHaveAttribute('role', 'status');
    expect(sent.map((request) => request.body)).toEqual([
      { kind: 'back_in_stock', email: customer.email, productId: 'p1', sizeId: 's_sample' },
    ]);
  });

  it('asks for the tea, whatever size comes back first, when every size of it is sold out', async () => {
    const user = userEvent.setup();
    const sample = { ...oneTin(0), id: 's_sample', label: '25 g sample', grams: 25, price: 4, pricePer100g: 16 };
    const tea = oneTinTea(0, { sizes: [sample, oneTin(0)] });
    const sent = serveEach(linkMailed);
    showTea(tea, { sold: teaInSize(tea, oneTin(0)) });

    const form = await alertForm();
    expect(screen.queryByText(/is sold out\./)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    await screen.findByText(CONFIRM_SENT);
    expect(sent.map((request) => request.body)).toEqual([
      { kind: 'back_in_stock', email: customer.email, productId: 'p1' },
    ]);
  });

  it('is not offered while what is chosen sells', () => {
    serveEach(linkMailed);
    showTea(oneTinTea(3));
    expect(screen.queryByRole('form', { name: "Tell me when it's back" })).not.toBeInTheDocument();
  });
});

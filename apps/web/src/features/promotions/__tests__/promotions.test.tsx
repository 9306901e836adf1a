import type { Promotion } from '@teatree/shared/schemas/promotion';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSent, fieldRefusal } from '../../../testing/fake-server';
import { admin, renderWithToasts } from '../../../testing/render';
import { PromotionList } from '../components/promotion-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TIME_ZONE = 'Europe/Berlin';

/** A promotion's rules, as the form sends them: the promotion without what the server counts of it. */
type Rules = Omit<Promotion, '_id' | 'summary' | 'uses' | 'discounted' | 'sales' | 'createdAt'>;

/** What the form sends for a new promotion as it opens: a percentage off the whole order, active, nothing else set. */
const blankForm: Rules = {
  code: null,
  name: '',
  kind: 'percent',
  percent: null,
  amount: null,
  target: 'order',
  productIds: [],
  categories: [],
  methodIds: [],
  giftSizeId: null,
  startsAt: null,
  endsAt: null,
  minSubtotal: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  combines: false,
};

/** The new promotion the form sends (POST /api/promotions): the blank form's rules, `rules` changed. */
const created = (rules: Partial<Rules>) => ({
  url: '/api/promotions',
  method: 'POST',
  body: { ...blankForm, ...rules },
});

/** The rules of WELCOME10, as the form sends them back unchanged. */
const welcomeRules: Rules = {
  ...blankForm,
  code: 'WELCOME10',
  name: 'Welcome',
  percent: 10,
  target: 'categories',
  categories: ['Green Tea'],
  startsAt: '2026-12-01T09:00',
  endsAt: '2099-12-31T23:59',
  minSubtotal: 30,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  combines: true,
};

const welcome: Promotion = {
  _id: 'promo_1',
  ...welcomeRules,
  summary: '10 % off Green Tea',
  uses: 3,
  discounted: 4.95,
  sales: 98.1,
  createdAt: '2026-11-30T10:00:00.000Z',
};

const freeShipping: Promotion = {
  ...welcome,
  _id: 'promo_2',
  code: null,
  name: 'Free shipping over $40',
  percent: 100,
  target: 'shipping',
  categories: [],
  startsAt: null,
  endsAt: null,
  minSubtotal: 40,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: false,
  combines: false,
  summary: 'Free shipping',
  uses: 0,
  discounted: 0,
  sales: 0,
};

/** A free sample of Genmaicha with every order of $30.00 or more (what the server keeps of a gift). */
const sample: Promotion = {
  ...freeShipping,
  _id: 'promo_3',
  name: 'A sample with your order',
  percent: 100,
  target: 'gift',
  giftSizeId: 's1b',
  minSubtotal: 30,
  active: true,
  combines: true,
  summary: 'Free Genmaicha, 25 g sample',
};

/** The catalogue as GET /api/products answers it, as much of it as the form reads: each tea's sizes on sale. */
const teas = [
  {
    _id: 'p1',
    name: 'Genmaicha',
    category: 'Green Tea',
    sizes: [
      { id: 's1a', label: '100 g tin', price: 16.5 },
      { id: 's1b', label: '25 g sample', price: 4.5 },
    ],
  },
  { _id: 'p2', name: 'Silver Needle', category: 'White Tea', sizes: [{ id: 's2a', label: '50 g tin', price: 24 }] },
];

/** The owner's delivery: one zone, two methods (what GET /api/shipping answers, as the form reads it). */
const shippingSetup = {
  zones: [
    {
      id: 'zone_1',
      name: 'Germany',
      methods: [
        { id: 'ship_std', name: 'Standard' },
        { id: 'ship_exp', name: 'Express' },
      ],
    },
  ],
};

/** The owner's categories (what GET /api/categories answers): the first four, and one added since. */
const shopCategories = ['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong'].map((name, i) => ({
  _id: `cat_${i + 1}`,
  name,
  position: i + 1,
  teas: 0,
}));

type Sent = { url: string; method: string; body: unknown };

/**
 * Stands in for the server: the list, the catalogue, and a write answered with `status` and `answer`;
 * keeps every write sent.
 */
function serve(status = 201, answer: unknown = welcome, promotions: Promotion[] = [welcome, freeShipping]) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/products')) {
      return Response.json(teas, { headers: { 'X-Total-Count': String(teas.length) } });
    }
    if (method === 'GET' && url.startsWith('/api/shipping')) return Response.json(shippingSetup);
    if (method === 'GET' && url.startsWith('/api/categories')) return Response.json(shopCategories);
    if (method === 'GET') return Response.json({ promotions, timeZone: TIME_ZONE });
    sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return status === 204 ? new Response(null, { status }) : Response.json(answer, { status });
  });
  return sent;
}

function showList(promotions: Promotion[] = [welcome, freeShipping]) {
  renderWithToasts('/promotions', <PromotionList promotions={promotions} timeZone={TIME_ZONE} />, { session: admin });
}

const card = (heading: string) => screen.getByRole('article', { name: heading });

/** The card says each of these. */
function expectTexts(element: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/**
 * The owner, the list before them, opens the form of a new promotion, the server answering a write with
 * `status` and `answer` (as `serve`): gives the form, the owner at the keyboard, and the writes sent.
 */
async function openNewForm(status?: number, answer?: unknown) {
  const user = userEvent.setup();
  const sent = serve(status, answer);
  showList();
  await userEvent.click(screen.getByRole('button', { name: 'Add promotion' }));
  return { user, sent, form: screen.getByRole('dialog', { name: 'New promotion' }) };
}

describe('The Promotions screen’s list', () => {
  it('shows each promotion’s code or offer, rules, state and what it did', () => {
    serve();
    showList();

    const cards = [
      {
        heading: 'WELCOME10',
        state: 'Active',
        says: [
          'Welcome',
          '10 % off Green Tea',
          'From 1 Dec 2026, 09:00 to 31 Dec 2099, 23:59 (Europe/Berlin)',
          'Orders of $30.00 or more',
          '100 uses in all · 1 use per customer',
          'Combines with other promotions',
          'Used 3 times · took off $4.95 · orders brought in $98.10',
        ],
        button: 'Pause WELCOME10',
      },
      {
        heading: 'Automatic offer',
        state: 'Paused',
        says: ['Free shipping over $40', 'No start date · No end', 'No limit on uses', 'Used alone', 'Not used yet'],
        button: 'Resume Free shipping over $40',
      },
    ];
    for (const { heading, state, says, button } of cards) {
      const shown = card(heading);
      expect(within(shown).getByText(state)).toBeInTheDocument();
      expectTexts(shown, says);
      expect(within(shown).getByRole('button', { name: button })).toBeInTheDocument();
    }
  });

  it('says when a promotion is over or not begun', () => {
    serve();
    showList([
      { ...welcome, startsAt: null, endsAt: '2020-01-31T23:59' },
      { ...freeShipping, startsAt: '2099-01-01T00:00' },
    ]);
    expect(within(card('WELCOME10')).getByText('Ended')).toBeInTheDocument();
    expect(card('WELCOME10')).toHaveTextContent('Until 31 Jan 2020, 23:59 (Europe/Berlin)');
    expect(within(card('Automatic offer')).getByText('Not started yet')).toBeInTheDocument();
  });

  it('says what a free tea gives, and that it combines', () => {
    serve();
    showList([sample]);
    expectTexts(card('Automatic offer'), [
      'A sample with your order',
      'Free Genmaicha, 25 g sample',
      'Orders of $30.00 or more',
      'Combines with other promotions',
    ]);
  });

  it('invites the first promotion when there is none', () => {
    serve();
    showList([]);
    expect(screen.getByRole('heading', { name: 'No promotions yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add promotion' })).toBeInTheDocument();
  });

  it('pauses a promotion by sending it back whole with active false', async () => {
    const sent = serve(200, { ...welcome, active: false });
    showList();

    await userEvent.click(screen.getByRole('button', { name: 'Pause WELCOME10' }));

    await expectSent(sent, 1, {
      url: '/api/promotions/promo_1',
      method: 'PUT',
      body: { ...welcomeRules, active: false },
    });
    expect(await screen.findByText('WELCOME10 is paused')).toBeInTheDocument();
  });

  it('says in a red toast why a promotion orders used cannot be deleted', async () => {
    const message = 'Orders used this promotion, so it stays in the books: pause it instead';
    const sent = serve(409, { error: 'Conflict', message, fields: { promotion: message } });
    showList();

    await userEvent.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete WELCOME10?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete promotion' }));

    const toast = await screen.findByText(message);
    expect(toast.closest('.bg-error')).not.toBeNull();
    expect(sent).toEqual([{ url: '/api/promotions/promo_1', method: 'DELETE', body: undefined }]);
  });
});

describe('The promotion form', () => {
  it('sends a percentage off the whole order, an empty code as none, and the times as typed', async () => {
    const { user, sent, form } = await openNewForm();

    await user.type(within(form).getByLabelText('Name'), 'Autumn offer');
    await user.type(within(form).getByLabelText('Percent off (%)'), '15');
    expect(within(form).getByLabelText(/^Start \(Europe\/Berlin\)/)).toHaveAttribute('type', 'datetime-local');
    await user.type(within(form).getByLabelText(/^Start \(Europe\/Berlin\)/), '2026-10-01T08:00');
    await user.type(within(form).getByLabelText(/^End \(Europe\/Berlin\)/), '2026-10-31T23:59');
    await user.type(within(form).getByLabelText(/^Uses per customer/), '2');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await expectSent(
      sent,
      1,
      created({
        name: 'Autumn offer',
        percent: 15,
        startsAt: '2026-10-01T08:00',
        endsAt: '2026-10-31T23:59',
        maxUsesPerCustomer: 2,
      }),
    );
    expect(await screen.findByText('Promotion saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promotion' })).not.toBeInTheDocument());
  });

  it('limits a discount on the shipping to the delivery methods ticked', async () => {
    const { user, sent, form } = await openNewForm();

    await user.type(within(form).getByLabelText('Name'), 'Free Standard');
    await user.type(within(form).getByLabelText('Percent off (%)'), '100');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'Shipping');
    await user.click(await within(form).findByRole('checkbox', { name: 'Standard (Germany)' }));
    expect(within(form).getByRole('checkbox', { name: 'Express (Germany)' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ target: 'shipping', percent: 100, methodIds: ['ship_std'] });
  });

  it('sends a fixed amount off some teas with its code, minimum and limits', async () => {
    const { user, sent, form } = await openNewForm();

    await user.type(within(form).getByLabelText(/^Code/), 'tea5');
    await user.type(within(form).getByLabelText('Name'), 'Five off');
    await user.click(within(form).getByRole('radio', { name: /Fixed amount/ }));
    expect(within(form).queryByLabelText('Percent off (%)')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount off ($)'), '5');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'Some teas');
    const pick = within(form).getByLabelText('Teas');
    await waitFor(() => expect(pick).toBeEnabled());
    await user.selectOptions(pick, 'Silver Needle (White Tea)');
    await user.selectOptions(pick, 'Genmaicha (Green Tea)');
    expect(within(form).getByRole('list', { name: 'Teas of the promotion' })).toHaveTextContent(
      'Silver NeedleGenmaicha',
    );
    await user.type(within(form).getByLabelText(/^Minimum subtotal/), '25.50');
    await user.type(within(form).getByLabelText(/^Total uses/), '50');
    await user.click(within(form).getByRole('checkbox', { name: /^Combines with other promotions/ }));
    await user.click(within(form).getByRole('checkbox', { name: /^Active/ }));
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      ...blankForm,
      code: 'tea5',
      name: 'Five off',
      kind: 'amount',
      amount: 5,
      target: 'teas',
      productIds: ['p2', 'p1'],
      minSubtotal: 25.5,
      maxUses: 50,
      active: false,
      combines: true,
    });
  });

  it('edits a promotion with its values filled in, sending the categories ticked', async () => {
    const user = userEvent.setup();
    const sent = serve(200, welcome);
    showList();

    await user.click(screen.getByRole('button', { name: 'Edit WELCOME10' }));
    const form = screen.getByRole('dialog', { name: 'Edit Welcome' });
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('WELCOME10');
    expect(within(form).getByLabelText('Percent off (%)')).toHaveValue('10');
    expect(within(form).getByLabelText(/^Start \(Europe\/Berlin\)/)).toHaveValue('2026-12-01T09:00');
    // The shop's categories, in the owner's order, the promotion's ticked.
    expect(await within(form).findByRole('checkbox', { name: 'Green Tea' })).toBeChecked();
    const ticks = within(within(form).getByRole('group', { name: 'Categories' })).getAllByRole('checkbox');
    expect(ticks.map((box) => box.closest('label')?.textContent)).toEqual(shopCategories.map(({ name }) => name));
    await user.click(within(form).getByRole('checkbox', { name: 'White Tea' }));
    await user.clear(within(form).getByLabelText(/^End \(Europe\/Berlin\)/));
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/promotions/promo_1',
      method: 'PUT',
      body: { code: 'WELCOME10', categories: ['Green Tea', 'White Tea'], endsAt: null, percent: 10 },
    });
  });

  it('shows the server’s message under the field it names, and keeps the form open', async () => {
    const message = 'Percentage must be a whole number from 1 to 100';
    const { user, sent, form } = await openNewForm(400, fieldRefusal('percent', message));

    await user.type(within(form).getByLabelText('Name'), 'Too much');
    const percent = within(form).getByLabelText('Percent off (%)');
    await user.type(percent, '150');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(percent).toHaveAccessibleDescription(message));
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'false');
    expect(sent[0]?.body).toMatchObject({ percent: 150, kind: 'percent' });
    expect(screen.getByRole('dialog', { name: 'New promotion' })).toBeInTheDocument();
  });

  it('sends a free tea with the size chosen, without a discount of its own, combining', async () => {
    const { user, sent, form } = await openNewForm();

    await user.type(within(form).getByLabelText('Name'), 'A sample with your order');
    await user.type(within(form).getByLabelText('Percent off (%)'), '15');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'A free tea');
    expect(within(form).queryByRole('group', { name: 'Discount' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Percent off (%)')).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: /^Combines with other promotions/ })).not.toBeInTheDocument();
    expect(form).toHaveTextContent('A free tea always combines with other promotions.');
    const pick = within(form).getByLabelText('Tea and size to give');
    await waitFor(() => expect(pick).toBeEnabled());
    expect(
      within(pick)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a size…',
      'Genmaicha — 100 g tin ($16.50)',
      'Genmaicha — 25 g sample ($4.50)',
      'Silver Needle — 50 g tin ($24.00)',
    ]);
    await user.selectOptions(pick, 'Genmaicha — 25 g sample ($4.50)');
    await user.type(within(form).getByLabelText(/^Minimum subtotal/), '30');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await expectSent(
      sent,
      1,
      created({
        name: 'A sample with your order',
        target: 'gift',
        giftSizeId: 's1b',
        minSubtotal: 30,
        combines: true,
      }),
    );
  });

  it('shows the server’s refusal of the gift under the size to give', async () => {
    const message = 'Choose the tea and size to give';
    const { user, sent, form } = await openNewForm(400, fieldRefusal('giftSizeId', message));

    await user.type(within(form).getByLabelText('Name'), 'A sample');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'A free tea');
    const pick = within(form).getByLabelText('Tea and size to give');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(pick).toHaveAccessibleDescription(message));
    expect(pick).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]?.body).toMatchObject({ target: 'gift', giftSizeId: null });
    expect(screen.getByRole('dialog', { name: 'New promotion' })).toBeInTheDocument();
  });

  it('edits a free tea with its size chosen', async () => {
    const user = userEvent.setup();
    const sent = serve(200, sample, [sample]);
    showList([sample]);

    await user.click(screen.getByRole('button', { name: 'Edit A sample with your order' }));
    const form = screen.getByRole('dialog', { name: 'Edit A sample with your order' });
    const pick = within(form).getByLabelText('Tea and size to give');
    await waitFor(() => expect(pick).toHaveDisplayValue('Genmaicha — 25 g sample ($4.50)'));
    await user.selectOptions(pick, 'Silver Needle — 50 g tin ($24.00)');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/promotions/promo_3',
      method: 'PUT',
      body: { target: 'gift', giftSizeId: 's2a', percent: null, combines: true },
    });
  });
});

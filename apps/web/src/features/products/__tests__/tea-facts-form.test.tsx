import type { Product } from '@teatree/shared/schemas/product';
import { NO_FACTS, teaFactMessages } from '@teatree/shared/schemas/tea-facts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { expectSent } from '../../../testing/fake-server';
import { admin, renderAt } from '../../../testing/render';
import { oneTinTea } from '../../../testing/tea-fixture';
import { retype } from '../../../testing/user-steps';
import { EditProductForm } from '../components/edit-product-form';
import { factsFormOf, factsInputOf, sameFacts, splitNotes, withFactFields } from '../utils/tea-facts-form';

const tea = oneTinTea(10, { email: 'ada@example.com' });

const known = {
  ...NO_FACTS,
  originCountry: 'China',
  originRegion: 'Anhui',
  caffeine: 'low' as const,
  tastingNotes: ['honey', 'stone fruit'],
  brewTempC: 80,
};

/** The Edit form for `product`; the PATCH bodies it sends land in `sent`, answered by `answer`. */
function editTea(product: Product, answer: (body: unknown, count: number) => Response = () => Response.json(product)) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    if (init.method !== 'PATCH') return Response.json(null);
    const body = JSON.parse(String(init.body));
    sent.push(body);
    return answer(body, sent.length);
  });
  const onSaved = vi.fn();
  renderAt(
    '/',
    <Route path="/" element={<EditProductForm product={product} onSaved={onSaved} cancelAction={null} />} />,
    {
      session: admin,
    },
  );
  return { sent, onSaved };
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe("the owner's Tea facts section", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns what is typed into the facts the API takes: notes split, °F shown, empties null, a refused temperature said', async () => {
    const user = userEvent.setup();
    const year = new Date().getUTCFullYear();
    const { sent } = editTea(tea);
    expect(screen.getByRole('group', { name: 'Tea facts (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Brewing guide' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Country'), 'China');
    await user.type(screen.getByLabelText('Region or garden'), '  Anhui ');
    await user.selectOptions(screen.getByLabelText('Season'), 'Spring');
    await user.type(screen.getByLabelText('Year'), String(year));
    await user.selectOptions(screen.getByLabelText('Caffeine'), 'Low');
    await user.type(screen.getByLabelText('Tasting notes'), ' honey, , stone fruit ,');
    expect(screen.getByLabelText('Tasting notes')).toHaveAccessibleDescription(
      'Up to 10, separated by commas: honey, stone fruit',
    );
    await user.type(screen.getByLabelText('Grams per cup (250 ml)'), '2.5');
    await user.type(screen.getByLabelText('Steeping time (seconds)'), '150');
    expect(screen.getByTestId('steep-meaning')).toHaveTextContent('2 min 30 s');

    const temperature = screen.getByLabelText('Water temperature (°C)');
    await user.type(temperature, '120');
    expect(screen.getByTestId('fahrenheit')).toHaveTextContent('= 248 °F');
    await user.click(save());
    await waitFor(() => expect(temperature).toHaveAccessibleDescription(teaFactMessages.brewTempC));
    expect(temperature).toHaveAttribute('aria-invalid', 'true');
    expect(temperature).toHaveFocus();
    expect(sent).toEqual([]);

    await retype(user, temperature, '80');
    expect(screen.getByTestId('fahrenheit')).toHaveTextContent('= 176 °F');
    expect(temperature).toHaveAccessibleDescription('= 176 °F');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    // Nothing else changed, so the facts go alone.
    expect(sent[0]).toEqual({
      facts: {
        originCountry: 'China',
        originRegion: 'Anhui',
        harvestSeason: 'spring',
        harvestYear: year,
        harvestDate: null,
        cultivar: null,
        caffeine: 'low',
        tastingNotes: ['honey', 'stone fruit'],
        brewGrams: 2.5,
        brewTempC: 80,
        brewSeconds: 150,
        brewInfusions: null,
      },
    });
  });

  it('shows the saved facts, and sends them only when they changed', async () => {
    const user = userEvent.setup();
    const { sent, onSaved } = editTea({ ...tea, facts: known });
    expect(screen.getByLabelText('Country')).toHaveValue('China');
    expect(screen.getByLabelText('Region or garden')).toHaveValue('Anhui');
    expect(screen.getByLabelText('Caffeine')).toHaveValue('low');
    expect(screen.getByLabelText('Season')).toHaveValue('');
    expect(screen.getByLabelText('Tasting notes')).toHaveValue('honey, stone fruit');
    expect(screen.getByLabelText('Water temperature (°C)')).toHaveValue(80);
    expect(screen.getByTestId('fahrenheit')).toHaveTextContent('= 176 °F');
    expect(save()).toBeDisabled();

    // The same notes written another way are the same facts.
    await retype(user, screen.getByLabelText('Tasting notes'), 'honey,stone fruit');
    await retype(user, screen.getByLabelText('Product name'), 'Mao Feng');
    await user.click(save());
    await expectSent(sent, 1, { name: 'Mao Feng' });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("shows the server's word on a fact beside its field", async () => {
    const user = userEvent.setup();
    const { sent } = editTea({ ...tea, facts: known }, () =>
      Response.json(
        {
          error: 'ValidationError',
          message: 'Check the facts',
          fields: {
            'facts.brewInfusions': teaFactMessages.brewInfusions,
            'facts.tastingNotes.2': teaFactMessages.tastingNotes,
          },
        },
        { status: 400 },
      ),
    );
    await user.type(screen.getByLabelText('Infusions'), '3');
    await user.click(save());
    await expectSent(sent, 1, { facts: { ...known, brewInfusions: 3 } });
    await waitFor(() =>
      expect(screen.getByLabelText('Infusions')).toHaveAccessibleDescription(teaFactMessages.brewInfusions),
    );
    expect(screen.getByLabelText('Tasting notes')).toHaveAccessibleDescription(teaFactMessages.tastingNotes);
  });
});

describe('the facts as the form holds them', () => {
  it('splits the notes, leaves empty fields null, and reads saved facts back', () => {
    expect(splitNotes(' honey, , stone fruit ,')).toEqual(['honey', 'stone fruit']);
    expect(factsInputOf(factsFormOf())).toEqual(NO_FACTS);
    expect(factsFormOf(known)).toMatchObject({
      originCountry: 'China',
      tastingNotes: 'honey, stone fruit',
      brewTempC: '80',
    });
    expect(factsInputOf(factsFormOf(known))).toEqual(known);
  });

  it('compares facts by what they say', () => {
    expect(sameFacts(known, { ...known, tastingNotes: ['honey', 'stone fruit'] })).toBe(true);
    expect(sameFacts(known, { ...known, tastingNotes: ['stone fruit', 'honey'] })).toBe(false);
    expect(sameFacts(NO_FACTS, { ...NO_FACTS, brewSeconds: 60 })).toBe(false);
  });

  it("puts a tasting note's error on the one notes field", () => {
    const error = withFactFields(new ApiError(400, 'ValidationError', 'No', { 'facts.tastingNotes.4': 'Too long' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields['facts.tastingNotes']).toBe('Too long');
  });
});

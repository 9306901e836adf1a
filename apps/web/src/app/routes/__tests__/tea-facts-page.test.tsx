import type { Product } from '@teatree/shared/schemas/product';
import { NO_FACTS, type TeaFacts } from '@teatree/shared/schemas/tea-facts';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { steepText } from '../../../features/products/utils/tea-facts-text';
import { customer, renderAt } from '../../../testing/render';
import { oneTinTea } from '../../../testing/tea-fixture';
import ProductPurchaseRoute from '../product-purchase';

const tea = oneTinTea(4, {
  name: 'Huangshan Mao Feng',
  description: 'A spring green tea from the Yellow Mountains.',
  photo: '/media/mao-feng.webp',
});

const facts: TeaFacts = {
  originCountry: 'China',
  originRegion: 'Anhui',
  harvestSeason: 'spring',
  harvestYear: 2026,
  harvestDate: null,
  cultivar: 'Huangshan Zhong',
  caffeine: 'low',
  tastingNotes: ['orchid', 'sweet chestnut'],
  brewGrams: 3,
  brewTempC: 80,
  brewSeconds: 150,
  brewInfusions: 3,
};

/** The tea's page, the server answering the tea and nothing else (no reviews yet). */
async function showTea(product: Product) {
  vi.stubGlobal('fetch', async (input: string) =>
    Response.json(input === `/api/products/${product._id}` ? product : []),
  );
  renderAt(`/products/${product._id}`, <Route path="/products/:id" element={<ProductPurchaseRoute />} />, {
    session: customer,
  });
  await screen.findByRole('heading', { level: 1, name: product.name });
}

const about = () => screen.getByRole('region', { name: 'About this tea' });
/** What the list says for `term`. */
const fact = (term: string) => within(about()).getByText(term, { selector: 'dt' }).nextElementSibling;
/** The brewing guide's figures, each as its label and value read. */
const figuresOf = (guide: HTMLElement) =>
  within(guide)
    .getAllByRole('listitem')
    .map((figure) => figure.textContent);

describe("a tea's facts on its page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is known of the tea under its description, and how to brew it', async () => {
    await showTea({ ...tea, facts });
    const article = screen.getByRole('article', { name: tea.name });
    expect(article).toContainElement(about());
    // After the description, so the buy box stays first.
    const description = screen.getByText(tea.description);
    expect(description.compareDocumentPosition(about()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(about()).getByRole('heading', { level: 2, name: 'About this tea' })).toBeInTheDocument();

    expect(fact('Origin')).toHaveTextContent('Anhui, China');
    expect(fact('Harvest')).toHaveTextContent('Spring 2026');
    expect(fact('Cultivar')).toHaveTextContent('Huangshan Zhong');
    expect(fact('Caffeine')).toHaveTextContent('Low caffeine');
    const notes = within(fact('Tasting notes') as HTMLElement).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual(['orchid', 'sweet chestnut']);

    const guide = within(about()).getByRole('region', { name: 'How to brew' });
    expect(within(guide).getByRole('heading', { level: 3 })).toHaveTextContent('How to brew');
    expect(figuresOf(guide)).toEqual([
      'Leaf3 g per cup (250 ml)',
      'Water80 °C / 176 °F',
      'Steep2 min 30 s',
      'Infusions3 infusions',
    ]);
  });

  it('shows only the facts that are known', async () => {
    await showTea({ ...tea, facts: { ...NO_FACTS, originCountry: 'Japan', harvestYear: 2025, brewTempC: 70 } });
    expect(fact('Origin')).toHaveTextContent(/^Japan$/);
    expect(fact('Harvest')).toHaveTextContent(/^2025$/);
    expect(within(about()).queryByText('Cultivar')).not.toBeInTheDocument();
    expect(within(about()).queryByText('Caffeine')).not.toBeInTheDocument();
    expect(within(about()).queryByText('Tasting notes')).not.toBeInTheDocument();
    const guide = within(about()).getByRole('region', { name: 'How to brew' });
    expect(figuresOf(guide)).toEqual(['Water70 °C / 158 °F']);
  });

  it('gives the day it was picked when the owner knows it, in no time zone', async () => {
    await showTea({ ...tea, facts: { ...NO_FACTS, harvestSeason: 'spring', harvestDate: '2026-04-14' } });
    expect(fact('Harvest')).toHaveTextContent(/^Picked 14 April 2026$/);
  });

  it('says a caffeine-free tea is one, and leaves out the brewing guide when none is known', async () => {
    await showTea({ ...tea, facts: { ...NO_FACTS, caffeine: 'none' } });
    expect(fact('Caffeine')).toHaveTextContent('Caffeine-free');
    expect(within(about()).queryByRole('region', { name: 'How to brew' })).not.toBeInTheDocument();
  });

  it.each([
    ['without facts', undefined],
    ['with none known', NO_FACTS],
  ])('shows nothing of them for a tea %s', async (_name, none) => {
    await showTea({ ...tea, facts: none });
    expect(screen.getByText(tea.description)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About this tea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to brew' })).not.toBeInTheDocument();
  });
});

describe('the steeping time in words', () => {
  it('says seconds, minutes, or both', () => {
    expect(steepText(45)).toBe('45 s');
    expect(steepText(180)).toBe('3 min');
    expect(steepText(150)).toBe('2 min 30 s');
  });
});

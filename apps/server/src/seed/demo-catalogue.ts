/** The demo catalogue a fresh shop opens with: original descriptions of made-up house blends. */
export interface DemoTea {
  name: string;
  brand: string;
  /** One of the shop's first four, or one of `DEMO_CATEGORIES`. */
  category: string;
  /** The 100 g tin's price, and how many tins the stock holds (the stock is that many × 100 g). */
  price: number;
  quantity: number;
  minOrder: number;
  description: string;
  /** Sold in its 100 g tin alone. */
  single?: true;
  /** Sold by the piece (a gift box): one size of this weight, `quantity` pieces in stock. */
  piece?: { label: string; grams: number };
}

/** A demo size: what `product_sizes` holds, the price in dollars. */
export interface DemoSize {
  label: string;
  grams: number;
  price: number;
  minOrder: number;
  isDefault: boolean;
}

/**
 * The sizes a demo tea is sold in (docs/decisions/0032-sizes-and-stock-by-weight.md): a 25 g sample,
 * dearer by the gram, the 100 g tin (the default, at the price and minimum the demo always had), and a
 * 250 g pouch, cheaper by the gram. Prices end in 0 or 5 cents.
 */
export function demoSizes(tea: DemoTea): DemoSize[] {
  if (tea.piece) return [{ ...tea.piece, price: tea.price, minOrder: tea.minOrder, isDefault: true }];
  const tin = { label: '100 g tin', grams: 100, price: tea.price, minOrder: tea.minOrder, isDefault: true };
  if (tea.single) return [tin];
  const nickel = (dollars: number) => Math.round(dollars * 20) / 20;
  return [
    { label: '25 g sample', grams: 25, price: nickel(tea.price * 0.35), minOrder: 1, isDefault: false },
    tin,
    { label: '250 g pouch', grams: 250, price: nickel(tea.price * 2.2), minOrder: 1, isDefault: false },
  ];
}

/** The demo tea's stock: grams for a tea sold by weight (its tins × 100 g), pieces for a gift box. */
export function demoStock(tea: DemoTea): number {
  return tea.piece ? tea.quantity : tea.quantity * 100;
}

/**
 * The categories the demo shop adds after the first four (docs/decisions/0041-owner-kept-categories.md):
 * a first run shows a category the owner made.
 */
export const DEMO_CATEGORIES = ['Oolong'];

/** How many photos a demo tea shows, where it is more than one (docs/decisions/0042-several-photos.md). */
export const DEMO_GALLERIES: Record<string, number> = {
  'Earl Grey Bloom': 3,
  'Iron Goddess': 3,
  'Dragon Well': 2,
  'Silver Needle': 2,
};

export const DEMO_TEAS: DemoTea[] = [
  {
    name: 'Dragon Well',
    brand: 'Hangzhou Hills',
    category: 'Green Tea',
    price: 18.5,
    quantity: 240,
    minOrder: 2,
    description:
      'Flat, pan-fired leaves with a toasted chestnut aroma and a sweet, grassy finish. Brew cooler than you think: 80 °C for two minutes.',
  },
  {
    name: 'Sencha Asahi',
    brand: 'Shizuoka Leaf',
    category: 'Green Tea',
    price: 16,
    quantity: 300,
    minOrder: 2,
    description: 'A bright, steamed Japanese green with notes of spring peas and sea air. Lovely iced in summer.',
  },
  {
    name: 'Jasmine Pearls',
    brand: 'Fujian Garden',
    category: 'Green Tea',
    price: 22,
    quantity: 150,
    minOrder: 1,
    description:
      'Hand-rolled green tea pearls scented over seven nights with fresh jasmine blossoms. Each pearl unfurls slowly in the cup.',
  },
  {
    name: 'Assam Morning',
    brand: 'Brahmaputra Estate',
    category: 'Black Tea',
    price: 12.5,
    quantity: 500,
    minOrder: 4,
    description:
      'A malty, full-bodied breakfast tea from the river plains of Assam. Strong enough for milk, smooth enough without.',
  },
  {
    name: 'Iron Goddess',
    brand: 'Anxi Hills',
    category: 'Oolong',
    price: 18.5,
    quantity: 150,
    minOrder: 1,
    description:
      'A rolled oolong from the hills of Anxi, lightly oxidised and gently roasted. Orchid and butter on the nose, and it gives five or six good infusions.',
  },
  {
    name: 'Darjeeling First',
    brand: 'Himalaya Terraces',
    category: 'Black Tea',
    price: 26,
    quantity: 120,
    minOrder: 1,
    description:
      'First-flush leaves picked in early spring on high terraces. Light, floral and muscatel, the champagne of black teas.',
  },
  {
    name: 'Yunnan Gold',
    brand: 'Mekong Highlands',
    category: 'Black Tea',
    price: 19,
    quantity: 200,
    minOrder: 2,
    description:
      'Golden-tipped buds with a honeyed, cocoa-like depth and no bitterness at all. A gentle black tea for the afternoon.',
  },
  {
    name: 'Earl Grey Bloom',
    brand: 'TeaTree House',
    category: 'Black Tea',
    price: 14,
    quantity: 400,
    minOrder: 3,
    description:
      'Ceylon black tea with cold-pressed bergamot oil and a few blue cornflower petals. Our bestselling house blend.',
  },
  {
    name: 'Silver Needle',
    brand: 'Fuding Peaks',
    category: 'White Tea',
    price: 34,
    quantity: 80,
    minOrder: 1,
    single: true,
    description: 'Only the downy unopened buds, withered in the sun. Delicate notes of melon, hay and fresh honey.',
  },
  {
    name: 'White Peony',
    brand: 'Fuding Peaks',
    category: 'White Tea',
    price: 21,
    quantity: 160,
    minOrder: 1,
    description:
      'Buds with the first two leaves, for a fuller cup than Silver Needle: apricot, meadow flowers and a soft sweetness.',
  },
  {
    name: 'Moonlight White',
    brand: 'Jingmai Forest',
    category: 'White Tea',
    price: 24,
    quantity: 90,
    minOrder: 1,
    single: true,
    description:
      'Large leaves dried in the shade overnight, with a dark-and-light look and a cup of stone fruit and wild honey.',
  },
  {
    name: 'Lemongrass Calm',
    brand: 'TeaTree House',
    category: 'Organic',
    price: 11,
    quantity: 350,
    minOrder: 3,
    description:
      'A caffeine-free organic infusion of lemongrass, lemon verbena and a little ginger. Bright, clean and soothing at night.',
  },
  {
    name: 'Rooibos Vanilla',
    brand: 'Cederberg Farms',
    category: 'Organic',
    price: 13,
    quantity: 280,
    minOrder: 2,
    description:
      'Organic South African red bush with real vanilla pieces. Naturally sweet, naturally caffeine-free, good with milk.',
  },
  {
    name: 'Organic Gift Box',
    brand: 'TeaTree',
    category: 'Organic',
    price: 39,
    quantity: 25,
    minOrder: 1,
    piece: { label: 'Gift box', grams: 300 },
    description:
      'Three 100 g tins in a wooden box: Rooibos Vanilla, Chamomile Meadow and Mint Garden. Sold and counted by the box.',
  },
  {
    name: 'Chamomile Meadow',
    brand: 'Danube Fields',
    category: 'Organic',
    price: 10,
    quantity: 320,
    minOrder: 3,
    description:
      'Whole organic chamomile flowers with a touch of lavender and lime blossom, for the quietest hour of the day.',
  },
  {
    name: 'Mint Garden',
    brand: 'Atlas Valley',
    category: 'Organic',
    price: 9.5,
    quantity: 450,
    minOrder: 4,
    description:
      'Organic Moroccan spearmint and peppermint leaves. Cooling and fresh, hot after dinner or iced on a warm day.',
  },
];

export interface DemoReview {
  tea: string;
  user: string;
  email: string;
  rating: number;
  review: string;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    tea: 'Dragon Well',
    user: 'Amelia Hart',
    email: 'amelia.hart@example.com',
    rating: 5,
    review: 'The nuttiest, sweetest green tea I have had outside of Hangzhou. Arrived quickly and beautifully packed.',
  },
  {
    tea: 'Earl Grey Bloom',
    user: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    rating: 5,
    review: 'Finally an Earl Grey where the bergamot tastes like fruit and not like perfume. My morning cup now.',
  },
  {
    tea: 'Silver Needle',
    user: 'Sofia Lind',
    email: 'sofia.lind@example.com',
    rating: 4,
    review: 'Very delicate; it took me a few tries to get the water temperature right, but it is worth it.',
  },
  {
    tea: 'Assam Morning',
    user: 'Ravi Menon',
    email: 'ravi.menon@example.com',
    rating: 4,
    review: 'Strong and malty, exactly what I want before work. Holds up well to a splash of milk.',
  },
  {
    tea: 'Chamomile Meadow',
    user: 'Grace Chen',
    email: 'grace.chen@example.com',
    rating: 5,
    review: 'Whole flowers, not dust. The lavender is subtle. I sleep better since I switched to this in the evening.',
  },
  {
    tea: 'Jasmine Pearls',
    user: 'Lucas Moreau',
    email: 'lucas.moreau@example.com',
    rating: 5,
    review:
      'Watching the pearls open is half the fun. The jasmine is fresh and never soapy. Three infusions from one spoon.',
  },
  {
    tea: 'Rooibos Vanilla',
    user: 'Hannah Weber',
    email: 'hannah.weber@example.com',
    rating: 3,
    review: 'Nice and cosy, though I would like a little more vanilla. My kids love it with honey.',
  },
];

export const DEMO_CURATOR = { name: 'TeaTree Team', email: 'team@teatree.local' };

/** The demo Inbox: a question the shop answered, and one still waiting. */
export const DEMO_MESSAGES = [
  {
    message: {
      name: 'Hanna Moss',
      email: 'hanna.moss@example.com',
      message: 'Is your Dragon Well from this spring? I would like to give a tin to my father for his birthday.',
    },
    reply:
      'Dear Hanna, yes: our Dragon Well was picked this April, and a tin of it makes a fine gift. Tell your father to brew it at 80 °C, never boiling, and to steep it again: the second cup is often the best.',
  },
  {
    message: {
      name: 'Tomás Reyes',
      email: 'tomas.reyes@example.com',
      message: 'Do you sell larger bags of Assam for a small café? We brew about two kilograms a month.',
    },
  },
] as const;

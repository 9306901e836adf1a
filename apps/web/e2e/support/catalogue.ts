import { type APIRequestContext, expect } from '@playwright/test';
import { maskEmail } from '@teatree/shared/privacy';
import type { ProductSize } from '@teatree/shared/schemas/size';
import sharp from 'sharp';

/**
 * Teas made straight through the API for the catalogue's browser tests, so only the flow under test goes
 * through the screens; each test deletes what it made, leaving the demo catalogue as it found it.
 */
export type ApiProduct = {
  _id: string;
  name: string;
  brand: string;
  description: string;
  category: string;
  price: number;
  quantity: number;
  minOrder: number;
  date: string;
  photo: string;
  user: string;
  email: string;
  rating: number | null;
  reviewCount: number;
  /** The tea's one stock, in grams or pieces (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  stock?: number;
  stockedBy?: 'weight' | 'piece';
  /** Its sizes on sale and the default's id, as the API answers them. */
  sizes: ProductSize[];
  defaultSizeId: string;
};

export type NewTea = Omit<ApiProduct, '_id' | 'user' | 'email' | 'rating' | 'reviewCount' | 'sizes' | 'defaultSizeId'>;

let made = 0;

/** A word no demo tea has, so a search for it finds only what one test made. */
export function uniqueWord(prefix: string): string {
  made += 1;
  return `${prefix}${Date.now().toString(36)}${made}`;
}

/** A demo tea's stored photo, reused by teas made through the API. */
export async function demoPhoto(request: APIRequestContext): Promise<string> {
  return (await aDemoTea(request)).photo;
}

/** Who the demo catalogue's teas are by (apps/server/src/seed/demo-catalogue.ts), as the catalogue shows it. */
const DEMO_CURATOR = maskEmail('team@teatree.local');

/**
 * The demo catalogue's teas, read fresh, the newest first. A test that needs "a tea" takes one of
 * these: no test edits or deletes them, while the teas other tests make come and go at the top of the
 * catalogue as the test files run side by side. Their stock moves as other tests order from them.
 */
export async function demoTeas(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products?limit=100');
  expect(response.ok()).toBe(true);
  const teas = ((await response.json()) as ApiProduct[]).filter((tea) => tea.email === DEMO_CURATOR);
  expect(teas.length, 'the demo catalogue').toBeGreaterThan(0);
  return teas;
}

/** One tea of the demo catalogue, the newest. */
export async function aDemoTea(request: APIRequestContext): Promise<ApiProduct> {
  const [tea] = await demoTeas(request);
  return tea!;
}

/** Makes a tea as the admin whose session `request` carries; answers its id. */
export async function createTea(request: APIRequestContext, tea: NewTea): Promise<string> {
  const response = await request.post('/api/products', { data: tea });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

export async function getTea(request: APIRequestContext, id: string): Promise<ApiProduct | null> {
  const response = await request.get(`/api/products/${id}`);
  if (response.status() === 404) return null;
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct;
}

/** Deletes teas as the admin; one already deleted by the test itself is fine. */
export async function deleteTeas(request: APIRequestContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    const response = await request.delete(`/api/products/${id}`);
    expect([200, 404]).toContain(response.status());
  }
}

/** A real picture for the upload: a small PNG drawn in the shop's greens and amber. */
export async function teaPhotoPng(background = '#eef4e8'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="${background}"/>
    <rect x="170" y="90" width="140" height="200" rx="18" fill="#2f6b3a"/>
    <rect x="190" y="150" width="100" height="60" rx="8" fill="#c8872e"/>
    <circle cx="240" cy="70" r="28" fill="#7fb069"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Today as the date input writes it, in the browser's (and this machine's) calendar. */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

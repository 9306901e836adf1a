import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../db/client.ts';
import { teaChanges } from '../modules/products/repository.ts';
import { absolute, teaAddress } from '../modules/seo/structured-data.ts';

/**
 * The public pages a search engine may list, besides each tea's (docs/decisions/0028-found-by-search-engines.md).
 * Sign-in, sign-up, the cart and every signed-in screen are left out: they show nothing of their own to a crawler.
 */
export const LISTED_PAGES = ['/', '/products', '/purchase', '/review', '/blog', '/about', '/terms', '/privacy'];

/** Kept from crawlers: the API, the signed-in screens and the account links' landing pages. */
const PRIVATE = [
  '/api/',
  '/profile',
  '/myOrders',
  '/myreview/',
  '/addItems',
  '/users',
  '/manageOrder',
  '/manageReview',
  '/payment/',
  '/orders/',
  '/dashboard',
  '/outbox',
  '/inbox',
  '/categories',
  '/newsletter',
  '/products/*/edit',
  '/reset-password',
  '/verified',
  '/subscribe/',
  '/unsubscribe',
];

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/robots.txt`, naming the sitemap, and `/sitemap.xml`: the listed pages, then every tea with the day it last changed. */
const seoRoutes: FastifyPluginAsync<{ db: Executor; origin: string }> = async (app, { db, origin }) => {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    ];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const teas = await teaChanges(db);
    const entry = (address: string, lastModified?: Date) =>
      `<url><loc>${xmlEscape(absolute(origin, address))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...LISTED_PAGES.map((address) => entry(address)),
      ...teas.map((tea) => entry(teaAddress(tea.id), tea.updatedAt)),
      '</urlset>',
    ].join('\n');
    return reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(`${xml}\n`);
  });
};

export default seoRoutes;

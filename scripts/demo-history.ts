/**
 * A demo shop with a past, to look at the dashboard as an owner would after a season of trading:
 *   node --import tsx scripts/demo-history.ts [data dir]      (default ./data-demo, which must not exist yet)
 * then `DATA_DIR=./data-demo npm start` and sign in as owner@teatree.shop / Green#tea1 (an administrator).
 * It fills the demo catalogue, then 90 days of orders of one to three teas, each in one of its sizes, busier at weekends and
 * growing, nearly all delivered, the last days' paid and waiting to be shipped, a few refunded, and two
 * teas running low. Random but repeatable: the same seed draws the same shop.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stockEach } from '@teatree/shared/sizes';
import { hashPassword } from 'better-auth/crypto';
import { eq, isNull } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  account,
  orderLines,
  orders,
  payments,
  productSizes,
  products,
  refunds,
  user,
} from '../apps/server/src/db/schema/index.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

const OWNER = { name: 'Olive Owner', email: 'owner@teatree.shop', password: 'Green#tea1' };
const CUSTOMERS = ['Mira Patel', 'Jonas Berg', 'Aiko Tanaka', 'Lucas Moreau', 'Grace Chen', 'Ravi Menon', 'Sofia Lind'];
const DAYS = 90;
const DAY = 86_400_000;

const dataDir = path.resolve(process.argv[2] ?? './data-demo');
if (existsSync(dataDir)) {
  console.error(`${dataDir} exists already: give a new directory`);
  process.exit(1);
}

/** mulberry32: a small seeded generator, so every run draws the same shop. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(2026);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

const handle = await openDatabase({ dataDir });
try {
  await handle.migrate();
  await seedDemoData(handle.db);
  const { db } = handle;

  const ownerId = newId('user');
  await db
    .insert(user)
    .values({ id: ownerId, name: OWNER.name, email: OWNER.email, emailVerified: true, role: 'admin' });
  await db.insert(account).values({
    id: newId('acct'),
    accountId: ownerId,
    providerId: 'credential',
    userId: ownerId,
    password: await hashPassword(OWNER.password),
  });

  const teas = await db.select().from(products);
  // Each tea's sizes on sale: a line sells one of them (docs/decisions/0032-sizes-and-stock-by-weight.md).
  const sizes = await db.select().from(productSizes).where(isNull(productSizes.retiredAt));
  const sizesOf = (teaId: string) => sizes.filter((size) => size.productId === teaId);
  const now = Date.now();
  let placed = 0;
  for (let age = DAYS - 1; age >= 0; age--) {
    const dayStart = Math.floor((now - age * DAY) / DAY) * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const busy = (weekday === 0 || weekday === 6 ? 1.6 : 1) * (1 + (DAYS - age) / DAYS);
    const count = Math.round(busy * (3 + next() * 4));
    for (let n = 0; n < count; n++) {
      const at = new Date(dayStart + (8 + next() * 13) * 3_600_000);
      if (at.getTime() > now) continue;
      const chosen = [...new Set(Array.from({ length: 1 + Math.floor(next() * next() * 3) }, () => pick(teas)))];
      const lines = chosen.map((tea, i) => {
        const size = pick(sizesOf(tea.id));
        const quantity = size.minOrder + Math.floor(next() * 3);
        return { tea, size, position: i + 1, quantity, totalCents: size.priceCents * quantity };
      });
      const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
      const refunded = next() < 0.04 && age > 1;
      const status = refunded ? 'refunded' : age <= 1 ? 'paid' : age <= 4 && next() < 0.5 ? 'shipped' : 'delivered';
      const first = lines[0]!.tea;
      const customer = pick(CUSTOMERS);
      const id = newId('ord');
      const paymentId = `pi_demo${String(placed).padStart(8, '0')}`;
      await db.insert(orders).values({
        id,
        productId: lines.length === 1 ? first.id : null,
        name: lines.length === 1 ? first.name : `${first.name} and ${lines.length - 1} more`,
        category: first.category,
        brand: first.brand,
        description: first.description,
        photo: first.photo,
        unitPriceCents: lines.length === 1 ? lines[0]!.size.priceCents : totalCents,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        totalCents,
        customerName: customer,
        email: `${customer.toLowerCase().replace(' ', '.')}@example.com`,
        address: `${1 + Math.floor(next() * 90)} Leaf Lane, Teaford`,
        status,
        transactionId: paymentId,
        paidAt: at,
        createdAt: new Date(at.getTime() - 120_000),
      });
      await db.insert(orderLines).values(
        lines.map((line) => ({
          id: newId('line'),
          orderId: id,
          position: line.position,
          productId: line.tea.id,
          name: line.tea.name,
          category: line.tea.category,
          brand: line.tea.brand,
          description: line.tea.description,
          photo: line.tea.photo,
          sizeId: line.size.id,
          sizeLabel: line.size.label,
          sizeGrams: line.size.grams,
          stockEach: stockEach(line.tea.stockedBy, line.size.grams),
          unitPriceCents: line.size.priceCents,
          quantity: line.quantity,
          totalCents: line.totalCents,
          paidAt: at,
        })),
      );
      await db.insert(payments).values({
        id: paymentId,
        orderId: id,
        provider: 'test',
        amountCents: totalCents,
        currency: 'usd',
        clientSecret: `${paymentId}_secret_demo`,
        status: 'succeeded',
        createdAt: at,
        updatedAt: at,
      });
      if (refunded) {
        await db.insert(refunds).values({
          id: `re_demo${String(placed).padStart(8, '0')}`,
          paymentId,
          orderId: id,
          provider: 'test',
          amountCents: totalCents,
          status: 'succeeded',
          reason: 'cancelled',
          createdAt: new Date(at.getTime() + DAY),
        });
      }
      placed += 1;
    }
  }
  // Two teas running low, one of them out: 400 g (or four pieces) left, and none.
  for (const [tea, tins] of [
    [teas[1]!, 4],
    [teas[5]!, 0],
  ] as const) {
    await db
      .update(products)
      .set({ stock: tins * stockEach(tea.stockedBy, 100) })
      .where(eq(products.id, tea.id));
  }
  console.log(`${placed} orders over ${DAYS} days in ${dataDir}`);
  console.log(
    `DATA_DIR=${path.relative(process.cwd(), dataDir)} npm start, then sign in as ${OWNER.email} / ${OWNER.password}`,
  );
} finally {
  await handle.close();
}

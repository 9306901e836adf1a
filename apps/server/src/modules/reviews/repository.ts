import { FORMER_CUSTOMER, maskEmail, type ReviewerNameStyle, reviewerName } from '@teatree/shared/privacy';
import type { Review } from '@teatree/shared/schemas/review';
import { count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { boughtTeas } from '../orders/repository.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** Marks the reviews whose author has paid for the tea they speak of (the orders module says who did). */
async function withVerifiedBuyers(db: Executor, rows: ReviewRow[]): Promise<ListedReviewRow[]> {
  const userIds = [...new Set(rows.flatMap((row) => (row.userId && row.productId ? [row.userId] : [])))];
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const bought = await boughtTeas(db, userIds, productIds);
  return rows.map((row) => ({ ...row, verifiedBuyer: bought.has(`${row.userId} ${row.productId}`) }));
}

type ListedReviewRow = ReviewRow & { verifiedBuyer: boolean };

export function toReviewDto(row: ListedReviewRow): Review {
  return {
    _id: row.id,
    user: row.userName,
    email: row.email,
    userPhoto: row.userPhoto,
    name: row.productName,
    review: row.review,
    productId: row.productId,
    category: row.category,
    brand: row.brand,
    description: row.description,
    photo: row.photo,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    verifiedBuyer: row.verifiedBuyer,
  };
}

/**
 * A review as everyone may read it: the reviewer's address masked, their name as the owner prefers
 * (`REVIEWER_NAMES`). The public lists are the same for every caller (so they can be cached),
 * administrators included; their own list is `listReviews`.
 */
export function toPublicReview(review: Review, names: ReviewerNameStyle): Review {
  return { ...review, user: reviewerName(review.user, names), email: maskEmail(review.email) };
}

/**
 * Reviews newest first (of one tea, given `productId`), addresses whole: for the administrators' list,
 * or masked by the caller for the public.
 */
export async function listReviews(db: Executor, page: { limit: number; offset: number; productId?: string }) {
  const where = page.productId ? eq(reviews.productId, page.productId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(reviews).where(where),
  ]);
  return { items: (await withVerifiedBuyers(db, rows)).map(toReviewDto), total: total?.value ?? 0 };
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** What a review is made of: the author from the session, the product as the catalogue has it now. */
export interface ReviewValues {
  author: { id: string; name: string; email: string; image?: string | null };
  product: { id: string; name: string; category: string; brand: string; description: string; photo: string };
  review: string;
  rating: number;
}

/**
 * Keeps a customer's one review of a product: the first one is inserted, a later one replaces it in
 * the same statement (INSERT … ON CONFLICT on the unique (user_id, product_id) index), so two
 * submissions racing each other can never leave two reviews. A replaced review keeps its id and takes
 * the database's current time as its date, so it shows as the newest.
 */
export async function saveReview(db: Executor, values: ReviewValues): Promise<{ id: string; created: boolean }> {
  const { author, product } = values;
  const columns = {
    productId: product.id,
    userId: author.id,
    userName: author.name,
    email: author.email,
    userPhoto: author.image || null,
    productName: product.name,
    category: product.category,
    brand: product.brand,
    description: product.description,
    photo: product.photo,
    review: values.review,
    rating: values.rating,
  };
  const [row] = await db
    .insert(reviews)
    .values({ id: newId('rev'), ...columns })
    .onConflictDoUpdate({ target: [reviews.userId, reviews.productId], set: { ...columns, createdAt: sql`now()` } })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it replaced.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('Saving a review returned no row');
  return { id: row.id, created: Boolean(row.created) };
}

/** Every review a customer wrote, newest first, for their own data export. */
export async function reviewsOf(db: Executor, userId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return (await withVerifiedBuyers(db, rows)).map(toReviewDto);
}

/**
 * When an account is deleted its reviews stay, since they speak of the tea and carry its ratings, but
 * nothing in them says who wrote them any more: the name becomes "Former customer", the address and
 * the photo go. The text is kept as written. Run before the user row goes (its id is still on them).
 */
export async function anonymiseReviewsOf(db: Executor, userId: string): Promise<number> {
  const changed = await db
    .update(reviews)
    .set({ userName: FORMER_CUSTOMER, email: '', userPhoto: null })
    .where(eq(reviews.userId, userId))
    .returning({ id: reviews.id });
  return changed.length;
}

export async function deleteReview(db: Executor, id: string): Promise<number> {
  const removed = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return removed.length;
}

/** A product's standing with its reviewers, as product listings show it. */
export interface RatingSummary {
  /** The average rating to one decimal, or null while nobody has reviewed the product. */
  rating: number | null;
  reviewCount: number;
}

export const NO_REVIEWS: RatingSummary = { rating: null, reviewCount: 0 };

const averageOf = (sum: number, n: number) => (n > 0 ? Math.round((sum * 10) / n) / 10 : null);

/** Each reviewed product's average rating and review count; every product when `productIds` is not given. */
export async function ratingSummaries(db: Executor, productIds?: string[]): Promise<Map<string, RatingSummary>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .select({
      productId: reviews.productId,
      n: count(),
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`.mapWith(Number),
    })
    .from(reviews)
    .where(productIds ? inArray(reviews.productId, productIds) : isNotNull(reviews.productId))
    .groupBy(reviews.productId);
  const summaries = new Map<string, RatingSummary>();
  for (const row of rows) {
    if (row.productId) summaries.set(row.productId, { rating: averageOf(row.sum, row.n), reviewCount: row.n });
  }
  return summaries;
}

export async function ratingSummary(db: Executor, productId: string): Promise<RatingSummary> {
  return (await ratingSummaries(db, [productId])).get(productId) ?? NO_REVIEWS;
}

/**
 * A cheap signature of everything the product listings show about reviews. A new review raises the
 * count, a removed one lowers it, and a replaced one takes the current time as its date (and may
 * change the rating sum): so while this stays the same, every product's average and count do too.
 */
export async function reviewsFingerprint(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`.mapWith(Number),
      latest: max(reviews.createdAt),
    })
    .from(reviews);
  return `${row?.n ?? 0}:${row?.sum ?? 0}:${row?.latest?.toISOString() ?? ''}`;
}

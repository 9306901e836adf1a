import type { Review } from '@teatree/shared/schemas/review';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;

export function toReviewDto(row: ReviewRow): Review {
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
  };
}

export async function listReviews(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(reviews).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(reviews),
  ]);
  return { items: rows.map(toReviewDto), total: total?.value ?? 0 };
}

import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/layout/page-frame';
import { cardsSkeleton } from '../../components/ui/cards-skeleton';
import { QueryView } from '../../components/ui/query-view';
import { promotionListQuery } from '../../features/promotions/api/promotions';
import { PromotionList } from '../../features/promotions/components/promotion-list';

/**
 * Promotions (admin, docs/decisions/0035-promotions.md): the owner's discount codes and automatic offers,
 * what each gives and when, and what each did.
 */
export default function PromotionsRoute() {
  const list = useQuery(promotionListQuery);

  return (
    <PageFrame
      id="promotions-heading"
      eyebrow="Shop admin"
      title="Promotions"
      align="start"
      intro={
        <p>
          Discount codes shoppers enter in the cart, and automatic offers every order they fit gets: what each takes
          off, when, and what it has brought in.
        </p>
      }
      headClassName="mb-8"
      className="max-w-4xl"
    >
      <QueryView query={list} subject="the promotions" {...cardsSkeleton(2)}>
        {(data) => <PromotionList promotions={data.promotions} timeZone={data.timeZone} />}
      </QueryView>
    </PageFrame>
  );
}

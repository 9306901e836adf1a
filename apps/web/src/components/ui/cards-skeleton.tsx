/**
 * A screen of settings cards while they load (the promotions, the shipping zones): `count` blank cards,
 * one under the other, as QueryView's skeleton and the room around it.
 */
export function cardsSkeleton(count: number) {
  return {
    skeletonClassName: 'flex flex-col gap-5',
    skeleton: Array.from({ length: count }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
      <div key={i} className="skeleton h-40 w-full" />
    )),
  };
}

import type { IconType } from 'react-icons';
import { HiOutlineChatBubbleLeftRight, HiOutlineNewspaper, HiOutlineShoppingBag } from 'react-icons/hi2';
import { IconDisc } from '../../../components/ui/icon-disc';

type Card = { title: string; Icon: IconType; text: string; detail: string };

const cards: Card[] = [
  {
    title: 'Sales',
    Icon: HiOutlineShoppingBag,
    text: 'Stocking a café, a shop or an office kitchen? Our sales team builds a tea list around your customers and ships in the quantities you need.',
    detail: 'Trade prices from the first case',
  },
  {
    title: 'Help & Support',
    Icon: HiOutlineChatBubbleLeftRight,
    text: 'Our 20+ support employees answer questions about orders, deliveries and brewing, every working day, in plain words and without scripts.',
    detail: '20+ support employees',
  },
  {
    title: 'Media & Press',
    Icon: HiOutlineNewspaper,
    text: 'Writing about tea, organic farming or small businesses? We are glad to share photos, facts about our gardens and time with our founders.',
    detail: 'Press kit on request',
  },
];

export function AboutCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ title, Icon, text, detail }) => (
        <li key={title}>
          <article className="flex h-full flex-col gap-4 surface p-7">
            <IconDisc icon={<Icon className="size-6" />} className="size-12 bg-leaf-100 text-primary" />
            <h3 className="text-2xl font-semibold">{title}</h3>
            <p className="flex-1 leading-relaxed text-base-content/75">{text}</p>
            <p className="text-sm font-semibold text-amber-ink">{detail}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { LegalList, LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-we-sell',
    title: 'What we sell',
    body: (
      <>
        <p>
          Organic loose-leaf tea: green, black and white teas and our own organic blends, packed in tins and pouches.
          Each tea’s page shows its price in US dollars, how much we have on the shelf and the smallest order we can
          pack.
        </p>
        <p>
          Tea is a harvest, not a factory product. One season’s leaf can taste a little different from the last; we
          think that is part of the pleasure, and our descriptions say what we taste in the tin we sell now.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <>
        <p>
          You need an account to order and to write reviews. Please use your own name and an e-mail address you read:
          your receipts and our links go there, and we ask you to confirm it when you sign up.
        </p>
        <p>
          Keep your password to yourself. You can change your details on{' '}
          <Link to={paths.profile.getHref()} className="link link-primary">
            your profile
          </Link>{' '}
          and delete your account there at any time.
        </p>
      </>
    ),
  },
  {
    id: 'orders-and-payment',
    title: 'Orders and payment',
    body: (
      <>
        <p>
          When you place an order, we set its tea aside for you at the price shown. The order waits as “Awaiting
          payment” until you pay by card; until then you can delete it from My Orders and the tea goes back on the
          shelf.
        </p>
        <LegalList>
          <li>
            Card payments go through our payment provider. We never see or keep your card number; we keep the provider’s
            reference for your payment.
          </li>
          <li>An order counts as paid only once the provider confirms it. We then e-mail you a receipt.</li>
          <li>
            If we cannot fulfil a paid order (a tea ran out, a tin was damaged), we tell you and refund you in full.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>
          We pack paid orders by hand, usually within two working days, and send them to the address you gave with the
          order. My Orders shows when your tea is shipped and when it is delivered.
        </p>
        <p>
          Please check the address before you pay. If a parcel comes back to us because the address was wrong, we will
          write to you to arrange a second delivery.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    title: 'Changing your mind and returns',
    body: (
      <>
        <p>
          Changed your mind before we ship? Write to us and we cancel the order and refund you. After delivery, you may
          send back unopened tins and pouches within 30 days for a full refund of the tea; the return postage is yours.
        </p>
        <p>
          If something arrives damaged, or tastes clearly wrong, send us a photo or a few words and we replace it or
          refund it. Opened tea cannot go back on the shelf, but it is never wasted: we brew it in the shop.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <>
        <p>
          Reviews help other tea drinkers, so we want them honest. Write about a tea you have tasted; one review per
          tea, and a new one replaces your earlier one.
        </p>
        <LegalList>
          <li>
            Your review shows on our site with your name, your photo if you have one and your e-mail address shortened
            (like m•••@example.com), never in full.
          </li>
          <li>
            We remove reviews that insult anyone, advertise something else or share other people’s personal details. We
            never edit what you wrote.
          </li>
          <li>
            Ask us and we take your review down. If you delete your account, your reviews stay, signed “Former
            customer”.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'If these terms change',
    body: (
      <p>
        We may update these terms when the shop changes. An order is always governed by the terms shown on the day you
        placed it.
      </p>
    ),
  },
];

export function TermsContent() {
  return (
    <LegalPage
      eyebrow="The small print, kept small"
      title="Terms and conditions"
      intro={
        <p>
          TeaTree is a small organic tea shop. These terms say plainly what you can expect from us when you shop here,
          and what we ask of you in return. If anything is unclear, ask us: a person who knows tea will answer.
        </p>
      }
      updated="Last updated November 2026"
      sections={sections}
      footer={
        <p>
          Questions about an order? Write to us through the contact form on our{' '}
          <Link to={paths.home.getHref()} className="link link-primary">
            home page
          </Link>
          . How we look after your personal details is on our{' '}
          <Link to={paths.privacy.getHref()} className="link link-primary">
            privacy page
          </Link>
          .
        </p>
      }
    />
  );
}

import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { LegalList, LegalPage, type LegalSection } from './legal-page';

const profileLink = (
  <Link to={paths.profile.getHref()} className="link link-primary">
    your profile
  </Link>
);

const sections: LegalSection[] = [
  {
    id: 'what-we-keep',
    title: 'What we keep, and why',
    body: (
      <>
        <p>Only what we need to run the shop with you:</p>
        <LegalList>
          <li>
            <strong className="font-semibold text-base-content">Your account:</strong> your name, e-mail address and
            password, and, if you add them, a phone number, company, a few words about yourself and a photo. Your
            password is kept scrambled by our sign-in system; nobody here can read it. If you sign in with Google, we
            receive your name, address and photo from Google.
          </li>
          <li>
            <strong className="font-semibold text-base-content">Your orders:</strong> the teas, quantities and prices,
            and the name, e-mail, delivery address and phone number you gave, so we can pack, send and account for them.
            For card payments we keep the payment provider’s reference and whether it succeeded, never your card number.
          </li>
          <li>
            <strong className="font-semibold text-base-content">Your cart:</strong> the teas and how many of each.
            Before you sign in, it stays in your own browser; once you sign in, we keep it with your account so it
            follows you to another device.
          </li>
          <li>
            <strong className="font-semibold text-base-content">Your reviews:</strong> what you wrote, your stars and
            the date, shown with your name and photo.
          </li>
          <li>
            <strong className="font-semibold text-base-content">Messages you send us</strong> through the contact form:
            your name, e-mail and message, and the internet address it came from, which helps us keep spam out.
          </li>
          <li>
            <strong className="font-semibold text-base-content">Signing in:</strong> one cookie keeps you signed in.
            With each sign-in we note the internet address and browser it came from, so a session that is not yours
            stands out. We use no advertising or tracking cookies.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    body: (
      <>
        <p>
          Our small team, to pack your orders and answer you. On the public pages your e-mail address is never shown in
          full: a review shows it shortened, like m•••@example.com.
        </p>
        <p>
          Two services help us: our payment provider takes your card payment, and our mail service delivers the e-mails
          we send you. They get what their job needs and nothing more. We never sell your details or share them for
          advertising.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <LegalList>
        <li>Your account, until you delete it.</li>
        <li>A sign-in, for up to a week, or until you sign out.</li>
        <li>
          Orders, for as long as bookkeeping law asks us to keep records of our sales. Deleting your account does not
          erase them, but it unlinks them from you, as below.
        </li>
        <li>Reviews, until you ask us to take them down or we remove them.</li>
        <li>Messages to us, so that nothing you asked gets lost; ask us and we delete yours.</li>
      </LegalList>
    ),
  },
  {
    id: 'download',
    title: 'Download your data',
    body: (
      <p>
        On {profileLink}, choose <strong className="font-semibold text-base-content">Download my data</strong>. You get
        one file (JSON, which any text editor opens) with your profile, every order and every review linked to your
        account.
      </p>
    ),
  },
  {
    id: 'delete',
    title: 'Delete your account',
    body: (
      <>
        <p>
          On {profileLink}, choose <strong className="font-semibold text-base-content">Delete my account</strong> and
          confirm. Straight away:
        </p>
        <LegalList>
          <li>you are signed out on every device, and your profile, password and sign-in links are deleted;</li>
          <li>
            your orders stay in our books without any link to an account: the name, e-mail and address each was sent to
            remain, as the books need them; your phone number is removed; orders you had not paid are cancelled;
          </li>
          <li>your reviews stay, signed “Former customer”, without your e-mail address or photo.</li>
        </LegalList>
        <p>You are welcome back any time with a new account; it starts fresh.</p>
      </>
    ),
  },
  {
    id: 'questions',
    title: 'Questions and other requests',
    body: (
      <p>
        To correct something, change it on {profileLink}. For anything else (a copy of a message you sent us, a review
        to take down, a question about this page) write to us through the contact form on our{' '}
        <Link to={paths.home.getHref()} className="link link-primary">
          home page
        </Link>
        . We answer every message ourselves.
      </p>
    ),
  },
];

export function PrivacyContent() {
  return (
    <LegalPage
      eyebrow="Your data, looked after"
      title="Privacy"
      intro={
        <p>
          We are a small tea shop, not a data business. We keep what we need to send you good tea and to keep honest
          books, we tell you exactly what that is, and you can take it with you or ask us to let it go.
        </p>
      }
      updated="Last updated November 2026"
      sections={sections}
      footer={
        <p>
          The rules for shopping with us are in our{' '}
          <Link to={paths.terms.getHref()} className="link link-primary">
            terms and conditions
          </Link>
          .
        </p>
      }
    />
  );
}

import { STORE_NAME } from '@store/contracts/constants';
import { CONTACT } from '../../components/contact.ts';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function PrivacyPage({ title }: SupportPageProps) {
  return (
    <SupportFrame title={title} intro="What we keep about you, why, and how to have it removed.">
      <h2>What we keep</h2>
      <ul>
        <li>Your account: name, email address and your password, stored only as a one-way hash.</li>
        <li>Your cart and your orders, with the delivery address and phone number you entered.</li>
        <li>The transaction reference of each payment.</li>
      </ul>
      <h2>Why</h2>
      <p>
        To deliver your orders, show you their status and answer your questions. We do not sell your data, and{' '}
        {STORE_NAME} uses no advertising or analytics trackers.
      </p>
      <h2>In your browser</h2>
      <p>
        The store keeps a few entries in your browser's local storage so your cart and sign-in survive a
        reload. The Cookie Policy lists them.
      </p>
      <h2>Your rights</h2>
      <p>
        Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> to see, correct or delete what we
        hold about you.
      </p>
    </SupportFrame>
  );
}

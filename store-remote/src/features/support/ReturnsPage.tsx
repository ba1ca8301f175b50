import { STORE_POLICY } from '@store/contracts/constants';
import { CONTACT } from '../../components/contact.ts';
import { SupportFrame } from './SupportFrame.tsx';

export function ReturnsPage() {
  return (
    <SupportFrame
      title="Returns & Exchanges"
      intro={`Changed your mind? You have ${STORE_POLICY.returnsDays} days from delivery to send it back.`}
    >
      <h2>What can be returned</h2>
      <ul>
        <li>Unworn, unwashed items with their original tags.</li>
        <li>Within {STORE_POLICY.returnsDays} days of the delivery date.</li>
      </ul>
      <h2>How to return</h2>
      <p>
        Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> with your order ID and the items you
        are returning. We reply with a pickup date; returns are free.
      </p>
      <h2>Refunds and exchanges</h2>
      <p>
        Once the items reach us we refund the amount paid for them to the original payment method, or send
        another size or colour if you asked for an exchange.
      </p>
    </SupportFrame>
  );
}

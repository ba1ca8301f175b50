import { STORE_POLICY } from '@store/contracts/constants';
import { Link } from '@store/router';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function ReturnsPage({ title }: SupportPageProps) {
  return (
    <SupportFrame
      title={title}
      intro={`Changed your mind? You have ${STORE_POLICY.returnsDays} days from delivery to send it back.`}
    >
      <h2>What can be returned</h2>
      <ul>
        <li>Unworn, unwashed items with their original tags.</li>
        <li>Within {STORE_POLICY.returnsDays} days of the delivery date.</li>
      </ul>
      <h2>How to return</h2>
      <p>
        Open the order in <Link to="/my-orders">My Orders</Link> and choose Return or exchange beside the
        item: say how many, why, and whether you want a refund or another size or colour. We e-mail you at
        each step, and the order page shows where your return stands. Returns are free.
      </p>
      <h2>Refunds and exchanges</h2>
      <p>
        Once the items reach us we refund the amount paid for them to the original payment method, or send
        another size or colour if you asked for an exchange: we keep it for you from the day you ask, and send
        it at no charge.
      </p>
    </SupportFrame>
  );
}

import { ESTIMATED_DELIVERY_DAYS, SHIPPING_METHOD } from '@store/contracts/constants';
import { POLICY_COPY } from '../../components/policy.ts';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function ShippingPage({ title }: SupportPageProps) {
  return (
    <SupportFrame
      title={title}
      intro={`${POLICY_COPY.shipping.title}: ${POLICY_COPY.shipping.detail.toLowerCase()}.`}
    >
      <h2>Delivery times</h2>
      <p>
        Orders go out by {SHIPPING_METHOD.toLowerCase()} shipping and usually arrive within{' '}
        {ESTIMATED_DELIVERY_DAYS} days of the order date. The estimated delivery date is shown on every order
        in My Orders.
      </p>
      <h2>Following your order</h2>
      <ul>
        <li>Payment shows Approved once your payment is recorded.</li>
        <li>The order moves from Processing to Shipped when it leaves us.</li>
        <li>Delivery shows Delivered once it reaches you.</li>
      </ul>
      <h2>Where we deliver</h2>
      <p>
        We deliver to the address you enter at checkout. Please include a phone number: the courier may call
        before delivering.
      </p>
    </SupportFrame>
  );
}

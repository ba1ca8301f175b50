import { STORE_NAME, STORE_POLICY } from '@store/contracts/constants';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function TermsPage({ title }: SupportPageProps) {
  return (
    <SupportFrame title={title} intro={`The terms on which ${STORE_NAME} sells to you.`}>
      <h2>Prices</h2>
      <p>
        Prices are in Indian rupees and include taxes. The price you pay is the one in your order summary at
        checkout; a sale price applies while the product shows it.
      </p>
      <h2>Orders</h2>
      <p>
        An order is accepted once its payment is recorded and it appears in My Orders. If an item sells out
        before then, checkout tells you.
      </p>
      <h2>Discounts</h2>
      <p>
        The first-order discount ({STORE_POLICY.firstOrderDiscountPercent}%) applies once per account, to its
        first order.
      </p>
      <h2>Returns</h2>
      <p>Returns are accepted within {STORE_POLICY.returnsDays} days, as described in Returns & Exchanges.</p>
      <h2>Your account</h2>
      <p>Keep your password to yourself; you are responsible for orders placed from your account.</p>
    </SupportFrame>
  );
}

import { ESTIMATED_DELIVERY_DAYS, STORE_POLICY } from '@store/contracts/constants';
import { POLICY_COPY } from '../../components/policy.ts';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

const QUESTIONS: Array<{ q: string; a: string }> = [
  {
    q: 'Do I need an account to shop?',
    a: 'You can browse and fill your cart as a guest. To check out you log in or create an account; the items in your guest cart move into your account automatically.',
  },
  {
    q: 'How does the first-order discount work?',
    a: `Your first order with us is ${STORE_POLICY.firstOrderDiscountPercent}% off. You do not need a code: the discount is taken off at checkout and shown in the order summary before you pay.`,
  },
  {
    q: 'How much is shipping?',
    a: `${POLICY_COPY.shipping.title}, ${POLICY_COPY.shipping.detail.toLowerCase()}. Orders usually arrive within ${ESTIMATED_DELIVERY_DAYS} days of the order date.`,
  },
  {
    q: 'Are taxes included?',
    a: 'Yes. Every price in the store includes taxes, so the total at checkout is the amount you pay.',
  },
  {
    q: 'How do I pay?',
    a: "Online, by UPI, card or netbanking: after you enter your delivery details you pay the order total on the payment gateway's secure page and come straight back to your order confirmation. The gateway's payment reference is recorded with your order.",
  },
  {
    q: 'Where can I see my orders?',
    a: 'In My Account and My Orders. Each order shows whether its payment is approved, whether it has been delivered, and its estimated delivery date.',
  },
  {
    q: 'Can I return something?',
    a: `Yes, within ${STORE_POLICY.returnsDays} days of delivery for unworn items with their tags. See Returns & Exchanges for how.`,
  },
];

export function FaqPage({ title }: SupportPageProps) {
  return (
    <SupportFrame title={title}>
      <div className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.q}
                <span aria-hidden="true" className="text-xl text-stone-500 group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-stone-700">{item.a}</p>
          </details>
        ))}
      </div>
    </SupportFrame>
  );
}

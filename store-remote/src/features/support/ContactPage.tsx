import { CONTACT } from '../../components/contact.ts';
import { Icon } from '../../components/icons/index.ts';
import { SupportFrame } from './SupportFrame.tsx';

export function ContactPage() {
  return (
    <SupportFrame
      title="Contact Us"
      intro="Questions about an order, a size or a return? We answer every message."
    >
      <ul className="not-prose grid gap-4 sm:grid-cols-3">
        <li className="list-none rounded-xl border border-stone-200 p-5">
          <Icon name="phone" className="h-6 w-6 text-brand-800" />
          <h2 className="!mt-3 !text-base">Call us</h2>
          <a href={CONTACT.phoneHref} className="mt-1 block text-ink underline underline-offset-2">
            {CONTACT.phone}
          </a>
        </li>
        <li className="list-none rounded-xl border border-stone-200 p-5">
          <Icon name="mail" className="h-6 w-6 text-brand-800" />
          <h2 className="!mt-3 !text-base">Write to us</h2>
          <a
            href={`mailto:${CONTACT.email}`}
            className="mt-1 block break-all text-ink underline underline-offset-2"
          >
            {CONTACT.email}
          </a>
        </li>
        <li className="list-none rounded-xl border border-stone-200 p-5">
          <Icon name="pin" className="h-6 w-6 text-brand-800" />
          <h2 className="!mt-3 !text-base">Find us</h2>
          <p className="mt-1">{CONTACT.city}</p>
        </li>
      </ul>
      <p>
        We are available {CONTACT.hours}. When you write about an order, include its order ID: the eight
        characters shown as <strong>#</strong> followed by letters and digits in My Orders.
      </p>
    </SupportFrame>
  );
}

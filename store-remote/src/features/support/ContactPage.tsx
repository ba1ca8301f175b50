import { CONTACT } from '../../components/contact.ts';
import { ContactCard } from './ContactCard.tsx';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function ContactPage({ title }: SupportPageProps) {
  return (
    <SupportFrame
      title={title}
      intro="Questions about an order, a size or a return? We answer every message."
    >
      {/* Three even cards side by side from lg, stacked below; the e-mail address never breaks. */}
      <ul className="not-prose grid gap-4 lg:grid-cols-3">
        <ContactCard icon="phone" title="Call us">
          <a href={CONTACT.phoneHref} className="whitespace-nowrap text-ink underline underline-offset-2">
            {CONTACT.phone}
          </a>
        </ContactCard>
        <ContactCard icon="mail" title="Write to us">
          <a
            href={`mailto:${CONTACT.email}`}
            className="whitespace-nowrap text-ink underline underline-offset-2"
          >
            {CONTACT.email}
          </a>
        </ContactCard>
        <ContactCard icon="pin" title="Find us">
          {CONTACT.city}
        </ContactCard>
      </ul>
      <p>
        We are available {CONTACT.hours}. When you write about an order, include its order ID: the eight
        characters shown as <strong>#</strong> followed by letters and digits in My Orders.
      </p>
    </SupportFrame>
  );
}

import { Link, useLocation } from '@store/router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';

export const SUPPORT_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'FAQs' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/returns', label: 'Returns & Exchanges' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;

/** A support page's title comes from the route table (app/routes.tsx), which the server's head reads too. */
export interface SupportPageProps {
  title: string;
}

/** The frame of the support and legal pages: title, text, and links to the others. */
export function SupportFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-[200px_1fr]">
      <nav aria-label="Help and policies" className="order-2 md:order-1">
        <ul className="space-y-2 text-sm">
          {SUPPORT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={pathname === link.to ? 'page' : undefined}
                className="text-stone-700 hover:text-ink hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-ink"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="order-1 max-w-3xl md:order-2">
        <h1 className="text-3xl font-bold text-ink">{title}</h1>
        {intro && <p className="mt-3 text-lg text-stone-700">{intro}</p>}
        <div className="mt-8 space-y-6 leading-relaxed text-stone-800 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_ul:not(.not-prose)]:space-y-2 [&_ul:not(.not-prose)>li]:ml-5 [&_ul:not(.not-prose)>li]:list-disc">
          {children}
        </div>
      </article>
    </div>
  );
}

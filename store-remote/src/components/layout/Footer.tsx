import { STORE_NAME } from '@store/contracts/constants';
import { Link } from '@store/router';
import { CONTACT } from '../contact.ts';
import { Icon } from '../icons/index.ts';
import { FOOTER_COLUMNS } from './footer-links.ts';

const link = 'text-sm text-stone-600 hover:text-ink hover:underline';

export function Footer() {
  return (
    <footer className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-ink">{STORE_NAME}</p>
          <p className="mt-3 text-sm text-stone-600">
            Everyday clothing for men and women, made to be worn often and kept for years.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-ink uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="not-italic">
          <h2 className="text-sm font-semibold text-ink uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm text-stone-600">
            <li>
              <a href={CONTACT.phoneHref} className="inline-flex items-center gap-2 hover:text-ink">
                <Icon name="phone" className="h-4 w-4" />
                {CONTACT.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${CONTACT.email}`} className="inline-flex items-center gap-2 hover:text-ink">
                <Icon name="mail" className="h-4 w-4" />
                {CONTACT.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <Icon name="pin" className="h-4 w-4" />
              {CONTACT.city}
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-stone-600">
          © {new Date().getFullYear()} {STORE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

import { STORE_NAME } from '@store/contracts/constants';
import type { ReactNode } from 'react';
import { POLICY_COPY } from '../../components/policy.ts';

/** The frame of the login and register screens: the form, and why an account is worth it. */
export function AuthFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2 md:py-16">
      <div className="mx-auto w-full max-w-md">
        <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">{STORE_NAME}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-stone-700">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
      <aside
        aria-label="Member benefits"
        className="hidden rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 p-10 md:block"
      >
        <p className="text-2xl font-bold text-ink">{POLICY_COPY.firstOrder}</p>
        <p className="mt-3 text-stone-700">
          It is taken off automatically when you check out your first order.
        </p>
        <ul className="mt-8 space-y-4 text-sm text-stone-800">
          <li>
            <strong>{POLICY_COPY.shipping.title}.</strong> {POLICY_COPY.shipping.detail}.
          </li>
          <li>
            <strong>{POLICY_COPY.returns.title}.</strong> {POLICY_COPY.returns.detail}.
          </li>
          <li>
            <strong>Your orders in one place.</strong> Track every order from your profile.
          </li>
        </ul>
      </aside>
    </div>
  );
}

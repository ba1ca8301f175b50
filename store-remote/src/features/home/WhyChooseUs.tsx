import { Icon, type IconName } from '../../components/icons/index.ts';
import { POLICY_COPY } from '../../components/policy.ts';

const FEATURES: Array<{ icon: IconName; title: string; detail: string }> = [
  { icon: 'truck', ...POLICY_COPY.shipping },
  { icon: 'returns', ...POLICY_COPY.returns },
  { icon: 'shield', ...POLICY_COPY.payments },
];

/** Why choose us (docs/product.md §1): free shipping, easy returns, secure payments, from STORE_POLICY. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="why-heading" className="sr-only">
          Why shop with us
        </h2>
        <ul className="grid gap-10 text-center sm:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
                <Icon name={feature.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-base font-semibold tracking-wide text-ink uppercase">
                {feature.title}
              </h3>
              <p className="mt-1 text-sm text-stone-700">{feature.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

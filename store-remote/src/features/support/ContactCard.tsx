import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons/index.ts';

/** One way to reach the store on /contact: an icon, a title and the detail, in a card of even height. */
export function ContactCard({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex h-full flex-col rounded-xl border border-stone-200 p-5">
      <Icon name={icon} className="h-6 w-6 text-brand-800" />
      <h2 className="!mt-3 !text-base">{title}</h2>
      <p className="mt-1">{children}</p>
    </li>
  );
}

import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

const ENTRIES: Array<{ key: string; purpose: string }> = [
  { key: 'cart', purpose: 'A copy of your cart, so it shows at once when the page opens.' },
  { key: 'guestId', purpose: 'Identifies your guest cart before you log in (guest_ and a timestamp).' },
  {
    key: 'guestSecret',
    purpose: 'A random secret that proves your guest cart is yours, so nobody else can open it.',
  },
  { key: 'userInfo', purpose: 'Your name, email and role while you are logged in.' },
  { key: 'userToken', purpose: 'Your sign-in token while you are logged in; removed when you log out.' },
  { key: 'promoDismissed', purpose: 'Remembers that you closed the first-order promotion bar.' },
];

export function CookiesPage({ title }: SupportPageProps) {
  return (
    <SupportFrame title={title} intro="The store sets no cookies and loads no third-party trackers.">
      <p>
        Instead of cookies it keeps these entries in your browser's local storage. They never leave your
        device except the sign-in token and the guest secret, which are sent to our servers with your
        requests.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink">
                Entry
              </th>
              <th scope="col" className="py-2 font-semibold text-ink">
                What it is for
              </th>
            </tr>
          </thead>
          <tbody>
            {ENTRIES.map((entry) => (
              <tr key={entry.key} className="border-b border-stone-200">
                <td className="py-2 pr-4 font-mono">{entry.key}</td>
                <td className="py-2">{entry.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Clearing your browser's site data removes all of them; you are then logged out with an empty cart.
      </p>
    </SupportFrame>
  );
}

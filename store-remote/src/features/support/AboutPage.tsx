import { STORE_NAME, STORE_POLICY } from '@store/contracts/constants';
import { POLICY_COPY } from '../../components/policy.ts';
import { SupportFrame, type SupportPageProps } from './SupportFrame.tsx';

export function AboutPage({ title }: SupportPageProps) {
  return (
    <SupportFrame title={title} intro={`${STORE_NAME} makes everyday clothing for men and women.`}>
      <p>
        We started {STORE_NAME} with a simple idea: the clothes you reach for most should be the best made.
        Shirts that survive a monsoon commute, kurtas that breathe through a wedding afternoon, denim that
        softens instead of wearing out.
      </p>
      <h2>What we sell</h2>
      <p>
        Top wear, bottom wear, dresses and sets in cotton, linen, denim, silk, viscose, fleece and blends,
        from more than thirty labels we work with directly. Every piece is listed with its material, the sizes
        it comes in (XS to XXL) and its colours, so you know what you are getting.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>Prices in rupees with taxes included; what you see is what you pay.</li>
        <li>
          {POLICY_COPY.shipping.title}, {POLICY_COPY.shipping.detail.toLowerCase()}, and returns within{' '}
          {STORE_POLICY.returnsDays} days.
        </li>
        <li>A small team that answers your messages itself.</li>
      </ul>
    </SupportFrame>
  );
}

import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BestSellerSpotlight } from './BestSellerSpotlight.tsx';
import { FeaturedBanner } from './FeaturedBanner.tsx';
import { FreshArrivals } from './FreshArrivals.tsx';
import { Hero } from './Hero.tsx';
import { PremiumGrid } from './PremiumGrid.tsx';
import { ShopByStyle } from './ShopByStyle.tsx';
import { WhyChooseUs } from './WhyChooseUs.tsx';

/** / (docs/product.md §1): every section loads its own products. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <BestSellerSpotlight />
      <ShopByStyle />
      <FreshArrivals />
      <PremiumGrid />
      <FeaturedBanner />
      <WhyChooseUs />
    </>
  );
}

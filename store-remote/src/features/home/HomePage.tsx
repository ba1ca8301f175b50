import { Deferred, deferredSection } from '../../components/deferred-section.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { BestSellerSpotlight } from './BestSellerSpotlight.tsx';
import { Hero } from './Hero.tsx';

/*
 * The first screen (hero and best seller) comes with the page; each section below it is a chunk of
 * its own, hydrated when the shopper nears it (components/deferred-section.tsx).
 */
const shopByStyle = deferredSection(() =>
  import(/* webpackChunkName: "home-style" */ './ShopByStyle.tsx').then((m) => m.ShopByStyle),
);
const freshArrivals = deferredSection(() =>
  import(/* webpackChunkName: "home-arrivals" */ './FreshArrivals.tsx').then((m) => m.FreshArrivals),
);
const premiumGrid = deferredSection(() =>
  import(/* webpackChunkName: "home-premium" */ './PremiumGrid.tsx').then((m) => m.PremiumGrid),
);
const featuredBanner = deferredSection(() =>
  import(/* webpackChunkName: "home-featured" */ './FeaturedBanner.tsx').then((m) => m.FeaturedBanner),
);
const whyChooseUs = deferredSection(() =>
  import(/* webpackChunkName: "home-why" */ './WhyChooseUs.tsx').then((m) => m.WhyChooseUs),
);

/** / (docs/product.md §1): every section loads its own products. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <BestSellerSpotlight />
      <Deferred part={shopByStyle} offscreen />
      <Deferred part={freshArrivals} offscreen />
      <Deferred part={premiumGrid} offscreen />
      <Deferred part={featuredBanner} offscreen />
      <Deferred part={whyChooseUs} offscreen />
    </>
  );
}

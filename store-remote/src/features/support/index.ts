export { AboutPage } from './AboutPage.tsx';
export { ContactPage } from './ContactPage.tsx';
export { CookiesPage } from './CookiesPage.tsx';
export { FaqPage } from './FaqPage.tsx';
export { PrivacyPage } from './PrivacyPage.tsx';
export { ReturnsPage } from './ReturnsPage.tsx';
export { ShippingPage } from './ShippingPage.tsx';
export { TermsPage } from './TermsPage.tsx';

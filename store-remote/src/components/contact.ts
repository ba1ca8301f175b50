/**
 * The store's contact details, shown in the footer and on /contact. Placeholders on purpose
 * (docs/product.md §9): a reserved example number and a .test address that reach no one.
 */
export const CONTACT = {
  phone: '+91 00000 00000',
  phoneHref: 'tel:+910000000000',
  email: 'support@threadline.test',
  city: 'Bengaluru, India',
  hours: 'Monday to Saturday, 10 am to 7 pm IST',
} as const;

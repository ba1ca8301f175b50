/** The words of "Notify me" and of the removal page (docs/product.md §2, "Back in stock"). */
export const STOCK_ALERT_TEXT = {
  title: 'Notify me when it is back',
  intro: (size: string, color: string) =>
    `${size} in ${color} is sold out. Leave your email and we will send you one e-mail when it is back.`,
  email: 'Email',
  submit: 'Notify me',
  failed: 'We could not save your alert. Please try again.',
  removeTitle: 'Remove back-in-stock alerts',
  removeIntro: 'Stop the back-in-stock e-mails still waiting for the address this link was sent to.',
  remove: 'Remove my alerts',
  removeFailed: 'We could not remove your alerts. Please try again.',
} as const;

/** The My Account section of the shopper's waiting alerts. */
export const MY_ALERTS_TEXT = {
  title: 'Back-in-stock alerts',
  loading: 'Loading your alerts',
  none: 'You have no back-in-stock alerts. Use "Notify me" on a sold-out size and colour to get one.',
  loadFailed: 'We could not load your alerts. Please try again.',
  removeFailed: 'We could not remove the alert. Please try again.',
  to: (email: string) => `One e-mail to ${email} when it is back`,
  removeLabel: (name: string) => `Remove the alert for ${name}`,
} as const;

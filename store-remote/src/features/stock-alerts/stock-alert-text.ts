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

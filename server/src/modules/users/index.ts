/** What other modules may use of users: creating accounts and the unique-email rule. */
export { accountColumns, createAccount, EMAIL_TAKEN, emailUnique } from './users-service.ts';

export { CustomerPage } from './CustomerPage.tsx';
export { UsersPage } from './UsersPage.tsx';

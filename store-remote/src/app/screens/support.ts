// The screens of the "support" chunk, behind one import (app/routes.tsx, as screens/account.ts).
export { NotFoundPage } from '../../components/NotFoundPage.tsx';
export * from '../../features/support/index.ts';

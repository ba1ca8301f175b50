// The screens of the "account" chunk, behind one import (app/routes.tsx): one loader instead of one per
// screen keeps the first download smaller.
export { ForgotPasswordPage } from '../../features/account/ForgotPasswordPage.tsx';
export { LoginPage } from '../../features/account/LoginPage.tsx';
export { RegisterPage } from '../../features/account/RegisterPage.tsx';
export { ResetPasswordPage } from '../../features/account/ResetPasswordPage.tsx';

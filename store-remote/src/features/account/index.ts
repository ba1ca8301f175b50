export { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
export { LoginPage } from './LoginPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { afterSignInPath } from './redirect.ts';

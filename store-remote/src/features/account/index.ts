export { LoginPage } from './LoginPage.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export { afterSignInPath } from './redirect.ts';

import { ResetPasswordPage } from '../../../features/users/components/reset-password-page';

/** `/users/resetPassword` (spec §2.2, when the brand enables reset password). */
export function Component() {
  return <ResetPasswordPage />;
}

import { TextField } from './TextField.tsx';

/**
 * A new password typed twice (`password` and `confirmPassword`), as every form that sets one asks
 * for it: Reset password, the code step of Forgot password and Join a shop. Browsers offer to
 * generate one (`new-password`).
 */
export function NewPasswordFields({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  return (
    <>
      <TextField name="password" type="password" label={label} autoComplete="new-password" />
      <TextField name="confirmPassword" type="password" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}

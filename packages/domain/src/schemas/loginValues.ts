// Login: the form's values. Apart from their yup schema (./login.ts), so the login page can
// render the form without yup and fetch the schema after its first paint.

export type LoginValues = { email: string; password: string };

export const loginInitialValues: LoginValues = { email: '', password: '' };

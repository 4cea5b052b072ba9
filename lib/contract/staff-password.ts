// A staff member's password: long enough that a guess is hopeless at the sign-in's rate limit, bounded so
// hashing stays cheap. The backend's schema and the site's password fields read these bounds.
export const passwordLength = { min: 12, max: 200 } as const;

/** Whether a new password is within the bounds, as the backend will judge it. */
export const isPasswordLength = (password: string) =>
  password.length >= passwordLength.min && password.length <= passwordLength.max;

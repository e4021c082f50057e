/*
 * The company sign-in's failure sentences, needing no schema library: the sign-in page says them
 * after paint without loading the people interface's schemas (zod), and the server sends their codes.
 */

/**
 * Why a company sign-in (OpenID Connect) came back to the sign-in page: the server sends the code
 * alone (`/sign-in?error=no-account`), the page says the sentence, so nobody can put words of
 * their own on the sign-in page with a crafted link.
 */
export const COMPANY_SIGN_IN_FAILURES = {
  'sso-failed': 'The company sign-in did not complete. Try again, or sign in with a password.',
  'sso-expired': 'The company sign-in took too long or was started in another browser. Try again.',
  'no-verified-email': 'Your company account has no verified email address. Ask your owner.',
  'invitation-invalid': 'This invitation link is no longer valid. Ask for a new one.',
  'invitation-other-email':
    'This invitation is for another email address than your company account’s. Ask for an invitation to that address.',
  'invitation-used': 'This invitation link was already used. Sign in instead.',
  'no-account': 'No dashboard account for this company account. Ask your owner for an invitation.',
  inactive: 'This account is not active. Ask your owner.',
} as const;
export type CompanySignInFailure = keyof typeof COMPANY_SIGN_IN_FAILURES;

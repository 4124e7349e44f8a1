/** Deployment-specific values. The spec configures these externally; the values here are defaults. */
export const API_BASE = '/v1';

/** The external help page behind 'Forgot password' (set VITE_FORGOT_PASSWORD_URL at build time). */
export const FORGOT_PASSWORD_URL: string =
  import.meta.env.VITE_FORGOT_PASSWORD_URL ?? 'https://help.example.com/back-office/reset-password';

export const APP_NAME = 'Event Messaging';

/**
 * The response security headers CloudFront adds to every answer (SPA and /v1), and the local
 * server too, so a CSP that blocks something the SPA needs shows up in the browser tests.
 *
 * - scripts, fonts, API calls: same origin only (the API is under /v1 on the same host).
 * - styles: 'unsafe-inline' because PrimeReact positions overlays and the colour picker with
 *   inline style attributes.
 * - images: same origin plus data: URIs (icons, the colour picker's gradients).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** HSTS max-age: two years, the value the preload list asks for. */
export const HSTS_SECONDS = 2 * 365 * 24 * 3600;

/**
 * The headers themselves, as CloudFront sends them: the CDK ResponseHeadersPolicy (infra/aws/web.ts)
 * is built from these values and the local server (infra/local/server.ts) sends them as they are.
 */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
} as const;

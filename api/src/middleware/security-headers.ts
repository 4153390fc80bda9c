/**
 * Security headers through koa-helmet, with a Content-Security-Policy that fits the Vite-built SPA:
 * scripts only from our origin, inline styles allowed (component libraries set style attributes),
 * images from our origin and data: URLs, fetch/XHR only to our origin. HSTS and
 * upgrade-insecure-requests only when PUBLIC_URL is https (they would break plain-http local use).
 * With Stripe configured (D5) the payment forms need Stripe.js: its script and frames from
 * js.stripe.com, 3-D Secure frames from hooks.stripe.com, calls to api.stripe.com (Stripe's documented
 * CSP); without Stripe nothing outside our origin is allowed.
 */
import helmet from 'koa-helmet';
import type { AppEnv, AppMiddleware } from '../types';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

export function securityHeaders(env: Pick<AppEnv, 'PUBLIC_URL' | 'STRIPE'>): AppMiddleware {
  const https = env.PUBLIC_URL.startsWith('https:');
  const stripe = env.STRIPE !== undefined;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
        frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  }) as AppMiddleware;
}

/**
 * Security headers through koa-helmet, with a Content-Security-Policy that fits the Vite-built SPA:
 * scripts only from our origin, inline styles allowed (component libraries set style attributes),
 * images from our origin and data: URLs, fetch/XHR only to our origin. HSTS and
 * upgrade-insecure-requests only when PUBLIC_URL is https (they would break plain-http local use).
 */
import helmet from 'koa-helmet';
import type { AppEnv, AppMiddleware } from '../types';

export function securityHeaders(env: Pick<AppEnv, 'PUBLIC_URL'>): AppMiddleware {
  const https = env.PUBLIC_URL.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

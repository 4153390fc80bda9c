/**
 * The browser extension's fixed identity. The manifest carries this public key (no private key exists
 * or is needed: the extension is loaded unpacked or published by the store), so every Chrome install
 * of a development build has the same id, and the API can accept its origin by default outside
 * production (EXTENSION_ORIGINS).
 */
export const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAmEJUXbLpzfSz/PLEXoO9aHtRxqnjjnbIMUAMFhh6X9dapqQ/ZcI88VHyBAO6Ot8yHKBrKUd9eQ6i/IcXLd8J+TK4YbBROn0WItd47kUle8rkKF/nccgiOKyhDFqdmhFeKmTjdxFqQGmz1/PLeSHB138gnIlw2bSGsqmEYAZ51F7uXadNGbokq1BD0uDqyxCiKQ4tcLdb7q9fhzCVlbT86SqjuhpEe0ZczHWw8sb40HNV/C0BD8qTURJ/m+KQXJmA7WSKPP33vB50fxs/LuK13Urdp46x/V2N30ABR7Xc9lRoB2fbW76RVIO5kM6gAd34VBA/27pwef7Ka+pg2NX8RQIDAQAB';
export const EXTENSION_ID = 'cndnamjfcpdkonljaapbopoabcejmoke';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;

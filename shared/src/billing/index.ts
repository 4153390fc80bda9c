export * from './entitlements';
export * from './billing-period';
export * from './api';

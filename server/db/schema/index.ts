export * from './auth.js';
export * from './profiles.js';
export * from './audit.js';

export * from './common';
export * from './messages';

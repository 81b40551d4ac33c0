export * from './errors';
export * from './reference';
export * from './roles';
export * from './types/offers';
export * from './validation';

export * from './errors';
export * from './reference';
export * from './roles';
export * from './types/catalogue';
export * from './types/offers';
export * from './types/partners';
export * from './types/uploads';
export * from './validation';

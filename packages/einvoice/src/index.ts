export * from './generation';
export * from './validation';
export * from './source';
export * from './import';
export * from './transport';

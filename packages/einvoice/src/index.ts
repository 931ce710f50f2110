export * from './generation';
export * from './validation';

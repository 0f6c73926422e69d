export * from './accounts';
export * from './ads';
export * from './chat';
export * from './places';
export * from './questionnaires';
export * from './sales';
export * from './support';

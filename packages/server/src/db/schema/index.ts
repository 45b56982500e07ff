// The one barrel: drizzle-kit and the typed database client need every table in one module.
export * from './attendance';
export * from './audit';
export * from './departments';
export * from './documents';
export * from './employees';
export * from './leaves';
export * from './manual-time';
export * from './news';
export * from './notifications';
export * from './organizations';
export * from './payroll';
export * from './policies';
export * from './productivity';
export * from './projects';
export * from './sessions';
export * from './settings';
export * from './tracking';

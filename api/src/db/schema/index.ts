/** The whole Drizzle schema, split by domain (house style: never one giant file). */
export * from './users';
export * from './auth';
export * from './resumes';
export * from './resume-versions';
export * from './jobs';
export * from './billing';
export * from './quota-usage';
export * from './linkedin';
export * from './outreach';
export * from './rate-limits';
export * from './background-jobs';
export * from './free-trial-addresses';
export * from './applications';
export * from './reminders';
export * from './consultations';
export * from './job-alerts';

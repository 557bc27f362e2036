/** Query keys of the jobs board. Owner keys start with the owner workspace's ['my'] so a logout clears them too. */
export const JOBS_KEY = ['jobs'] as const;
export const MY_JOBS_KEY = ['my', 'jobs'] as const;
export const MY_APPLICATIONS_KEY = ['my', 'job-applications'] as const;
export const ADMIN_JOBS_KEY = ['admin', 'jobs'] as const;

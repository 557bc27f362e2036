/** Mantine's Alert for `QueryError`, loaded when a load fails (its code is not in the pages' first download). */
export { Alert } from '@mantine/core';

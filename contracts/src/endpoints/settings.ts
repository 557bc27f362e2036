import { defineEndpoint } from '../endpoint';
import { ZPublicSettings } from '../schemas/directory';

/** The site settings every page may read (the admin's editing is in endpoints/admin.ts). */
export const getPublicSettings = defineEndpoint({
  method: 'GET',
  path: '/settings/public',
  tags: ['settings'],
  access: 'public',
  summary: 'Settings the public pages need (site name, payment mode, support contacts)',
  data: ZPublicSettings,
});

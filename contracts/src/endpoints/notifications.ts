import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZInquiryReplyRequest,
  ZInquiryReplyResult,
  ZMarkNotificationsRead,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
} from '../schemas/notifications';

/** Decision 69: the signed-in account's notifications (the bell) and which kinds it wants. */
const tags = ['notifications'] as const;

export const listMyNotifications = defineEndpoint({
  method: 'GET',
  path: '/my/notifications',
  tags,
  access: 'user',
  summary: 'My notifications, newest first, with the unread count',
  query: ZNotificationListQuery,
  data: ZNotificationList,
  errors: [400],
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/my/notifications/read',
  tags,
  access: 'user',
  summary: 'Marks some of my notifications (or all) read; an id that is not mine is a 404 and nothing changes',
  body: ZMarkNotificationsRead,
  data: z.object({ unread: z.number().int() }),
  errors: [400, 404],
});

export const getNotificationSettings = defineEndpoint({
  method: 'GET',
  path: '/my/notification-settings',
  tags,
  access: 'user',
  summary: 'Which kinds of notification I get (in the bell and by mail)',
  data: ZNotificationSettings,
  errors: [],
});

export const updateNotificationSettings = defineEndpoint({
  method: 'PUT',
  path: '/my/notification-settings',
  tags,
  access: 'user',
  summary: 'Switches kinds of notification on or off',
  body: ZNotificationSettingsUpdate,
  data: ZNotificationSettings,
  errors: [400],
});

const ZInquiryParams = ZIdParam.extend({ inquiry_id: z.coerce.number().int().positive().describe('inquiry_id') });

export const replyToInquiry = defineEndpoint({
  method: 'POST',
  path: '/my/businesses/:id/inquiries/:inquiry_id/reply',
  tags: ['inquiries'],
  access: 'user',
  summary: "Replies to an inquiry my business received, by mail to the inquirer (reply-to: the owner's email)",
  params: ZInquiryParams,
  body: ZInquiryReplyRequest,
  data: ZInquiryReplyResult,
  errors: [400, 404, 409, 429],
});

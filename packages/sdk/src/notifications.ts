import { dataOf, type KathaClient, type KathaReader } from './client.js';
import type { Notification, Pagination } from './types.js';

/** Notifications a page, unless asked otherwise (the CMS allows at most 50). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export interface NotificationPage {
  data: Notification[];
  pagination: Pagination;
}

/** A page of the signed-in caller's own notifications, newest first (`GET /notifications`). */
export async function fetchNotifications(
  client: KathaReader,
  { page = 1, pageSize = NOTIFICATIONS_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<NotificationPage> {
  const body = dataOf(
    await client.GET('/notifications', { params: { query: { pagination: { page, pageSize } } } }),
  );
  return { data: body.data, pagination: body.meta.pagination };
}

/** How many of the caller's notifications are unread (`GET /notifications/unread-count`). */
export async function fetchUnreadNotificationCount(client: KathaReader): Promise<number> {
  return dataOf(await client.GET('/notifications/unread-count')).data.count;
}

/** Marks every notification of the caller read; answers how many were unread. */
export async function markAllNotificationsRead(client: KathaClient): Promise<number> {
  return dataOf(await client.POST('/notifications/mark-all-read')).data.count;
}

/** Marks one of the caller's notifications read; answers it. Someone else's is a 404 (`KathaApiError`). */
export async function markNotificationRead(client: KathaClient, documentId: string): Promise<Notification> {
  return dataOf(await client.POST('/notifications/{documentId}/read', { params: { path: { documentId } } }))
    .data;
}

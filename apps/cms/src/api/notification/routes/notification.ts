/** The caller's own notifications (src/api/notification/controllers): no core routes, nothing to create. */
export default {
  routes: [
    { method: 'GET', path: '/notifications', handler: 'api::notification.notification.find' },
    {
      method: 'GET',
      path: '/notifications/unread-count',
      handler: 'api::notification.notification.unreadCount',
    },
    {
      method: 'POST',
      path: '/notifications/mark-all-read',
      handler: 'api::notification.notification.markAllRead',
    },
    { method: 'POST', path: '/notifications/:id/read', handler: 'api::notification.notification.markRead' },
  ],
};

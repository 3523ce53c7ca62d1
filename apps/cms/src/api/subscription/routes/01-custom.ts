export default {
  routes: [
    { method: 'PUT', path: '/subscriptions/cancel', handler: 'api::subscription.subscription.cancel' },
  ],
};

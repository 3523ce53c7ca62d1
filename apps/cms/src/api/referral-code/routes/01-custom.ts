export default {
  routes: [
    {
      method: 'GET',
      path: '/referrals/validate-referral-code',
      handler: 'api::referral-code.referral-code.validate',
    },
  ],
};

export default {
  rest: { defaultLimit: 10, maxLimit: 200, withCount: true },
};

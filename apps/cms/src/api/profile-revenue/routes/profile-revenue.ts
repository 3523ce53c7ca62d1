import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::profile-revenue.profile-revenue', {
  only: ['find', 'findOne'],
});

import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::request-author-access.request-author-access', {
  only: ['find', 'findOne', 'create'],
});

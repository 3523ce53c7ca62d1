import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::article-revenue.article-revenue', {
  only: ['find', 'findOne'],
});

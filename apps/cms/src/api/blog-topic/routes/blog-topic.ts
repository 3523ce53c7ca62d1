import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::blog-topic.blog-topic', { only: ['find', 'findOne'] });

import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::blog-topic.blog-topic');

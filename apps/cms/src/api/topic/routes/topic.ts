import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::topic.topic', { only: ['find', 'findOne'] });

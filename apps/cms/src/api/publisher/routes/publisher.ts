import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::publisher.publisher', { only: ['find', 'findOne'] });

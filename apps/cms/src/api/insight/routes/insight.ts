import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::insight.insight', { only: ['find', 'findOne'] });

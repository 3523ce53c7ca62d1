import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::subscription.subscription', { only: ['find', 'findOne'] });

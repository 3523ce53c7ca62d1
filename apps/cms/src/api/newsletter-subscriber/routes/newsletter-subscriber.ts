import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::newsletter-subscriber.newsletter-subscriber', {
  only: ['create'],
});

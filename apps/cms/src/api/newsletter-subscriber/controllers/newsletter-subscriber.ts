import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::newsletter-subscriber.newsletter-subscriber');

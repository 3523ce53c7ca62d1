import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::request-author-access.request-author-access');

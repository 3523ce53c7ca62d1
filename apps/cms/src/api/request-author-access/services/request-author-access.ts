import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::request-author-access.request-author-access');
